/// A kind of list F3 sorts, each with the orders it offers and an order of its own in each tab.
enum SortedList: String, Sendable, Hashable {
    /// A list of countries: all of them, a continent's or a language's.
    case countries
    /// The continents.
    case continents
    /// The languages.
    case languages
    /// A country's states and provinces.
    case states
    /// A country's ISO 3166-2 subdivisions.
    case subdivisions

    /// The list a screen shows, or nil for a country's own screen, whose facts keep their order (and its time
    /// zones, in tzdata's, and a comparison).
    init?(_ kind: ScreenKind) {
        switch kind {
        case .countryList, .neighbours: self = .countries
        case .continents: self = .continents
        case .languages: self = .languages
        case .states: self = .states
        case .subdivisions: self = .subdivisions
        case .country, .timeZones, .compare: return nil
        }
    }

    /// The orders F3 cycles through, the first one at start. Languages, states and subdivisions have no continent
    /// or capital; the continents' codes are in the same order as their names, so they offer names only.
    var orders: [SortOrder] {
        switch self {
        case .countries: [.name, .code, .continent, .capital, .population, .area]
        case .languages, .states, .subdivisions: [.name, .code]
        case .continents: [.name]
        }
    }

    /// The order after `order` among those the list offers, back to the first after the last.
    func order(after order: SortOrder) -> SortOrder {
        let offered = orders
        guard let index = offered.firstIndex(of: order) else { return offered[0] }
        return offered[(index + 1) % offered.count]
    }

    /// What the list's rows are called on the status bar ("the continents have one order").
    var noun: String { rawValue }
}
