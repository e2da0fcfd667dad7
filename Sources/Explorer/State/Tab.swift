/// The three top-level tabs.
public enum Tab: Int, CaseIterable, Sendable, Hashable {
    /// Every country, with search and a detail pane.
    case countries
    /// The seven continents.
    case continents
    /// Every language.
    case languages

    /// The tab's title.
    public var title: String {
        switch self {
        case .countries: "Countries"
        case .continents: "Continents"
        case .languages: "Languages"
        }
    }

    /// The screen at the bottom of the tab's stack.
    var rootScreen: ScreenKind {
        switch self {
        case .countries: .countryList(.allCountries)
        case .continents: .continents
        case .languages: .languages
        }
    }
}
