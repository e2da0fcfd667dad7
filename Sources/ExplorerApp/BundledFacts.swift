import Explorer
import Foundation

/// The countries' kept facts that ship with the explorer (`Resources/country-facts.json`, written by
/// `scripts/build-dataset`).
public enum BundledFacts {
    /// The bundled facts; none (every fact `unknown`) when the resource is missing or unreadable.
    public static func load() -> CountryFactsTable {
        guard let data = BundledResource.data(named: "country-facts", withExtension: "json"),
              let facts = try? CountryFactsTable(json: data)
        else { return .none }
        return facts
    }
}
