extension ExplorerState {
    /// What a country's map shows (in its detail pane and on its own screen): the country, its neighbours in a
    /// second colour, zoomed to the country after F5.
    func mapSubject(country code: String) -> MapView.Subject {
        MapView.Subject(codes: [code], neighbours: neighbourCodes(of: code), zoomed: mapZoomed)
    }

    /// The land neighbours the maps colour for a country. The facts resource (issue 21) knows them and puts them
    /// in the detail's state; until it lands the maps colour none, and take them as a parameter (`MapView.Subject`).
    func neighbourCodes(of code: String) -> Set<String> {
        []
    }
}
