import Foundation

/// The three top-level tabs.
public enum Tab: Int, CaseIterable, Sendable, Hashable {
    /// Every country, with search and a detail pane.
    case countries
    /// The seven continents.
    case continents
    /// Every language.
    case languages

    /// The tab's title: its case's name, capitalized (`Countries`).
    public var title: String { String(describing: self).capitalized }

    /// The screen at the bottom of the tab's stack.
    var rootScreen: ScreenKind {
        switch self {
        case .countries: .countryList(.allCountries)
        case .continents: .continents
        case .languages: .languages
        }
    }
}
