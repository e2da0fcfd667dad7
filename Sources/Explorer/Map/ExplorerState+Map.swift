extension ExplorerState {
    /// What a country's map shows (in its detail pane and on its own screen): the country, its neighbours in a
    /// second colour, zoomed to the country after F5.
    func mapSubject(country code: String) -> MapView.Subject {
        MapView.Subject(codes: [code], neighbours: neighbourCodes(of: code), zoomed: mapZoomed)
    }

    /// The land neighbours the maps colour for a country, from the kept facts; none until they are read.
    func neighbourCodes(of code: String) -> Set<String> {
        Set(keptFacts(code)?.neighbours ?? [])
    }
}
