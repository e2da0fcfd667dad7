/// Other names people give countries, by ISO code: short, former and common names (UK, Czechia, Burma) and the
/// names in every language of the schema's `name(lang:)` (Allemagne, アメリカ); and the former states that several
/// of today's countries succeed (the USSR, Yugoslavia). The search matches them as it matches a country's own
/// names; they come from a resource, so they serve the live API too, which has none.
public struct CountryAliases: Sendable, Hashable {
    /// A state that no longer exists, and the countries that succeed it.
    public struct FormerState: Sendable, Hashable {
        /// Its names, the usual one first (`USSR`, `Union of Soviet Socialist Republics`).
        public let names: [String]
        /// The ISO codes of its successors.
        public let successors: [String]

        /// A former state with its names and successors.
        public init(names: [String], successors: [String]) {
            self.names = names
            self.successors = successors
        }
    }

    /// The other names of each country code, without the former states'.
    public let names: [String: [String]]
    /// The former states.
    public let formerStates: [FormerState]
    /// Each code's names of the former states it succeeds.
    private let formerNames: [String: [String]]

    /// No aliases: a country is found by its own names only.
    public static let none = CountryAliases([:])

    /// Aliases from a table of codes and names, and the former states.
    public init(_ names: [String: [String]], formerStates: [FormerState] = []) {
        self.names = names
        self.formerStates = formerStates
        var formerNames: [String: [String]] = [:]
        for state in formerStates {
            for code in state.successors { formerNames[code, default: []] += state.names }
        }
        self.formerNames = formerNames
    }

    /// The other names of `code`, then those of the former states it succeeds; none when it has none.
    public func names(of code: String) -> [String] {
        guard let former = formerNames[code] else { return names[code] ?? [] }
        return (names[code] ?? []) + former
    }

    /// Why the search found `code` through its alias `alias`: the alias, said to be a former state when it is one
    /// of `code`'s predecessors (`USSR (former state)`).
    public func reason(_ alias: String, of code: String) -> String {
        formerNames[code]?.contains(alias) == true ? "\(alias) (former state)" : alias
    }
}
