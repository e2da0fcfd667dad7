/// What the explorer knows of a country beyond the API's schema, from kept sources at dataset build time
/// (`scripts/build_facts.py`): neighbours, size, people, time zones, domain, driving side, landlocked, UN status.
public struct CountryFacts: Sendable, Hashable {
    /// ISO codes of the countries it shares a land border with, in code order.
    public var neighbours: [String]
    /// Area in km², if known.
    public var area: Double?
    /// Population, if known (its year is in `source(of: .population)`).
    public var population: Int?
    /// IANA time zone names, in tzdata's order.
    public var timeZones: [String]
    /// The zone of the country's one legal time, where its other zones are local use only (China's
    /// `Asia/Shanghai`); nil where every zone is official or nothing is known.
    public var officialZone: String?
    /// Top-level domain (`.de`), if known.
    public var topLevelDomain: String?
    /// `left` or `right`, if known.
    public var drivingSide: String?
    /// Whether it has no coastline, if known.
    public var landlocked: Bool?
    /// `member`, `observer state` or `not a member`, if known.
    public var unStatus: String?
    /// Its OpenStreetMap relation, if known.
    public var osmRelation: Int?
    /// Each fact's source and year, as the detail labels it (`GeoNames, World Bank 2018`).
    public var sources: [Fact: String]

    /// The facts that carry a source.
    public enum Fact: String, Sendable, Hashable, CaseIterable {
        case neighbours, area, population, timeZones, topLevelDomain, drivingSide, landlocked, unStatus
    }

    /// Creates facts; every one is optional.
    public init(
        neighbours: [String] = [], area: Double? = nil, population: Int? = nil, timeZones: [String] = [],
        officialZone: String? = nil, topLevelDomain: String? = nil, drivingSide: String? = nil, landlocked: Bool? = nil, unStatus: String? = nil,
        osmRelation: Int? = nil, sources: [Fact: String] = [:]
    ) {
        self.neighbours = neighbours
        self.area = area
        self.population = population
        self.timeZones = timeZones
        self.officialZone = officialZone
        self.topLevelDomain = topLevelDomain
        self.drivingSide = drivingSide
        self.landlocked = landlocked
        self.unStatus = unStatus
        self.osmRelation = osmRelation
        self.sources = sources
    }

    /// The source and year of a fact, empty when the fact is unknown.
    public func source(of fact: Fact) -> String {
        sources[fact] ?? ""
    }
}

/// Every country's facts by ISO code: the explorer's `country-facts.json` resource, read after the first frame.
public struct CountryFactsTable: Sendable, Hashable {
    /// The facts of each code.
    public let countries: [String: CountryFacts]

    /// No facts: every one reads `unknown`.
    public static let none = CountryFactsTable([:])

    /// A table of codes and facts.
    public init(_ countries: [String: CountryFacts]) {
        self.countries = countries
    }

    /// The facts of `code`, all unknown when it has none.
    public func facts(of code: String) -> CountryFacts {
        countries[code] ?? CountryFacts()
    }
}
