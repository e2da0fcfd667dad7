/// The order the lists are shown in; F3 cycles it. The Continents tab and a country's own screen keep theirs.
public enum SortOrder: Int, CaseIterable, Sendable, Hashable {
    /// By name, diacritics and case folded (Åland sorts with A).
    case name
    /// By ISO code.
    case code
    /// By continent, then name.
    case continent
    /// By capital, then name; countries without one last.
    case capital

    /// How the box title names it: "by name".
    public var title: String {
        switch self {
        case .name: "by name"
        case .code: "by code"
        case .continent: "by continent"
        case .capital: "by capital"
        }
    }

    /// The order after this one, back to name after capital.
    var next: SortOrder {
        SortOrder(rawValue: (rawValue + 1) % Self.allCases.count) ?? .name
    }
}
