import Explorer
import Foundation
import JSONCore

/// The countries' kept facts that ship with the explorer (`Resources/country-facts.json`, written by
/// `scripts/build-dataset`).
public enum BundledFacts {
    /// The bundled facts; none (every fact `unknown`) when the resource is missing or unreadable.
    public static func load() -> CountryFactsTable {
        BundledResource.load("country-facts", "json", read(json:), else: .none)
    }

    /// The table from its JSON form: `{"sources": {key: label}, "countries": {code: {...}}}`, where a fact's source
    /// is the file's default for it unless the country names another (`areaSource`). One entry that does not
    /// match refuses the whole file, with its path (`countries.FR.population: expected Int, found "many"`).
    public static func read(json: Data) throws -> CountryFactsTable {
        let file = try JSONObject(jsonValue: JSONValue(parsing: json))
        let labels = try [String: String](member: "sources", of: file)
        let entries = try [String: Entry](member: "countries", of: file)
        var countries: [String: CountryFacts] = [:]
        for (code, entry) in entries {
            func label(_ key: String?, default fallback: String, present: Bool) -> String? {
                guard present else { return nil }
                return labels[key ?? fallback] ?? key ?? fallback
            }
            var sources: [CountryFacts.Fact: String] = [:]
            sources[.neighbours] = label(nil, default: "borders", present: true)
            sources[.area] = label(entry.areaSource, default: "geonames", present: entry.area != nil)
            sources[.population] = label(entry.populationSource, default: "worldbank", present: entry.population != nil)
            sources[.timeZones] = label(entry.timeZonesSource, default: "tzdata", present: !entry.timeZones.isEmpty)
            sources[.topLevelDomain] = label(entry.tldSource, default: "geonames", present: entry.tld != nil)
            sources[.drivingSide] = label(nil, default: "restcountries", present: entry.drivingSide != nil)
            sources[.landlocked] = label(nil, default: "restcountries", present: entry.landlocked != nil)
            sources[.unStatus] = label(entry.unSource, default: "restcountries", present: entry.un != nil)
            countries[code] = CountryFacts(
                neighbours: entry.neighbours, area: entry.area, population: entry.population,
                timeZones: entry.timeZones, officialZone: entry.officialZone, topLevelDomain: entry.tld, drivingSide: entry.drivingSide,
                landlocked: entry.landlocked, unStatus: entry.un, osmRelation: entry.osmRelation, sources: sources
            )
        }
        return CountryFactsTable(countries)
    }

    /// One country in the file; every member may be missing.
    private struct Entry: JSONValueReadable {
        let neighbours: [String]
        let area: Double?
        let areaSource: String?
        let population: Int?
        let populationSource: String?
        let timeZones: [String]
        let officialZone: String?
        let timeZonesSource: String?
        let tld: String?
        let tldSource: String?
        let drivingSide: String?
        let landlocked: Bool?
        let un: String?
        let unSource: String?
        let osmRelation: Int?

        init(jsonValue: JSONValue?) throws(JSONReadError) {
            let members = try Self.members(of: jsonValue)
            neighbours = try [String]?(member: "neighbours", of: members) ?? []
            area = try Double?(member: "area", of: members)
            areaSource = try String?(member: "areaSource", of: members)
            population = try Int?(member: "population", of: members)
            populationSource = try String?(member: "populationSource", of: members)
            timeZones = try [String]?(member: "timeZones", of: members) ?? []
            officialZone = try String?(member: "officialZone", of: members)
            timeZonesSource = try String?(member: "timeZonesSource", of: members)
            tld = try String?(member: "tld", of: members)
            tldSource = try String?(member: "tldSource", of: members)
            drivingSide = try String?(member: "drivingSide", of: members)
            landlocked = try Bool?(member: "landlocked", of: members)
            un = try String?(member: "un", of: members)
            unSource = try String?(member: "unSource", of: members)
            osmRelation = try Int?(member: "osmRelation", of: members)
        }
    }
}
