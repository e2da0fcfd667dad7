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

    /// Aliases from their JSON form: `countries`, an object of codes, each with an array of names; and
    /// `formerStates`, an object of ISO 3166-3 codes, each with its `names` and `successors`.
    public static func read(json: Data) throws -> CountryAliases {
        let document = try Document(jsonValue: JSONValue(parsing: json))
        return CountryAliases(document.countries, formerStates: document.formerStates.keys.sorted().compactMap { document.formerStates[$0] })
    }

    private struct Document: JSONValueReadable {
        let countries: [String: [String]]
        let formerStates: [String: CountryAliases.FormerState]

        init(jsonValue: JSONValue?) throws(JSONReadError) {
            let members = try Self.members(of: jsonValue)
            countries = try [String: [String]](member: "countries", of: members)
            formerStates = try [String: FormerStateEntry](member: "formerStates", of: members).mapValues(\.state)
        }
    }

    private struct FormerStateEntry: JSONValueReadable {
        let state: CountryAliases.FormerState

        init(jsonValue: JSONValue?) throws(JSONReadError) {
            let members = try Self.members(of: jsonValue)
            state = CountryAliases.FormerState(
                names: try [String](member: "names", of: members), successors: try [String](member: "successors", of: members)
            )
        }
    }
}
