extension ExplorerState {
    /// F5: switches a country's map between the world and the country zoomed, and says which on the status bar.
    /// The first zoom asks the runtime for the shapes; the world map stands in until they come.
    mutating func toggleMapZoom() -> [Command] {
        mapZoomed.toggle()
        let key = options.keymap.keyName(for: .zoomMap)
        notice = mapZoomed ? "Map: zoomed to the country. \(key) shows the world." : "Map: the world. \(key) zooms to the country."
        guard mapZoomed, !countryShapesRequested else { return [] }
        countryShapesRequested = true
        return [.loadCountryShapes]
    }
}
