import Explorer
import Foundation
import JSONCore

/// The countries' aliases and names in every language that ship with the explorer
/// (`Resources/country-aliases.json`, written by `scripts/build-dataset`).
public enum BundledAliases {
    /// The bundled aliases; none when the resource is missing or unreadable, so that the search still finds
    /// countries by their own names.
    public static func load() -> CountryAliases {
        BundledResource.load("country-aliases", "json", read(json:), else: .none)
    }

    /// Aliases from their JSON form: `countries`, an object of codes, each with an array of names; and
    /// `formerStates`, an object of ISO 3166-3 codes, each with its `names` and `successors`.
    public static func read(json: Data) throws -> CountryAliases {
        try JSONReader.read(json) { reader in
            var countries: [String: [String]]?
            var formerStates: [String: CountryAliases.FormerState]?
            try reader.readObject("Aliases") { key, reader in
                switch key {
                case "countries": countries = try reader.readValuesByKey("[String: [String]]") { try $0.readStrings() }
                case "formerStates": formerStates = try reader.readValuesByKey("[String: FormerState]", CountryAliases.FormerState.init(reading:))
                default: try reader.skipValue()
                }
            }
            let states = try reader.required(formerStates, "formerStates", expected: "[String: FormerState]")
            return CountryAliases(
                try reader.required(countries, "countries", expected: "[String: [String]]"),
                formerStates: states.keys.sorted().compactMap { states[$0] }
            )
        }
    }
}

extension CountryAliases.FormerState {
    /// `{"names", "successors"}`.
    fileprivate init(reading reader: inout JSONReader) throws {
        var names, successors: [String]?
        try reader.readObject("FormerState") { key, reader in
            switch key {
            case "names": names = try reader.readStrings()
            case "successors": successors = try reader.readStrings()
            default: try reader.skipValue()
            }
        }
        try self.init(
            names: reader.required(names, "names", expected: "[String]"),
            successors: reader.required(successors, "successors", expected: "[String]")
        )
    }
}
