/// Other names people give countries, by ISO code: short, former and common names (UK, Czechia, Burma) and the
/// names in every language of the schema's `name(lang:)` (Allemagne, アメリカ). The search matches them as it
/// matches a country's own names; they come from a resource, so they serve the live API too, which has none.
public struct CountryAliases: Sendable, Hashable {
    /// The other names of each country code.
    public let names: [String: [String]]

    /// No aliases: a country is found by its own names only.
    public static let none = CountryAliases([:])

    /// Aliases from a table of codes and names.
    public init(_ names: [String: [String]]) {
        self.names = names
    }

    /// The other names of `code`, none when it has none.
    public func names(of code: String) -> [String] {
        names[code] ?? []
    }
}
