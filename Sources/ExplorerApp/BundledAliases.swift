import Explorer
import Foundation
import JSONCore

/// The countries' aliases and names in every language that ship with the explorer
/// (`Resources/country-aliases.json`, written by `scripts/build-dataset`).
public enum BundledAliases {
    /// The bundled aliases; none when the resource is missing or unreadable, so that the search still finds
    /// countries by their own names.
    public static func load() -> CountryAliases {
        guard let data = BundledResource.data(named: "country-aliases", withExtension: "json"),
              let aliases = try? read(json: data)
        else { return .none }
        return aliases
    }

    /// Aliases from their JSON form: an object of codes, each with an array of names.
    public static func read(json: Data) throws -> CountryAliases {
        CountryAliases(try [String: [String]](jsonValue: JSONValue(parsing: json)))
    }
}
