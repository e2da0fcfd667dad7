import Explorer
import Foundation

/// The countries' aliases and names in every language that ship with the explorer
/// (`Resources/country-aliases.json`, written by `scripts/build-dataset`).
public enum BundledAliases {
    /// The bundled aliases; none when the resource is missing or unreadable, so that the search still finds
    /// countries by their own names.
    public static func load() -> CountryAliases {
        guard let data = BundledResource.data(named: "country-aliases", withExtension: "json"),
              let aliases = try? CountryAliases(json: data)
        else { return .none }
        return aliases
    }
}
