extension ExplorerState {
    /// F5: switches a country's map between the world and the country zoomed, and says which on the status bar.
    /// The first zoom asks the runtime for the shapes; the world map stands in until they come.
    mutating func toggleMapZoom() -> [Command] {
        mapZoomed.toggle()
        notice = mapZoomed ? "Map: zoomed to the country. F5 shows the world." : "Map: the world. F5 zooms to the country."
        guard mapZoomed, !countryShapesRequested else { return [] }
        countryShapesRequested = true
        return [.loadCountryShapes]
    }
}
