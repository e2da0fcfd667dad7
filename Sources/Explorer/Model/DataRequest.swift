import Foundation

/// A piece of data a screen needs; the runtime turns each into one GraphQL operation.
public enum DataRequest: Sendable, Hashable {
    /// `AllCountries`.
    case allCountries
    /// `FilteredCountries` with `{continent: {eq: code}}`.
    case countriesOfContinent(String)
    /// `CountryDetail(code:)`.
    case countryDetail(String)
    /// `ContinentsList`.
    case continents
    /// `ContinentDetail(code:)`.
    case continentDetail(String)
    /// `LanguagesList`.
    case languages
    /// `LanguageDetail(code:)`.
    case languageDetail(String)
}

/// The data that answers a `DataRequest`.
public enum DataPayload: Sendable, Hashable {
    /// A list of countries, possibly under a heading (a continent's or a language's).
    case countries(heading: CountryListHeading?, [CountrySummary])
    /// One country's details; nil when the code is unknown.
    case countryDetail(CountryDetails?)
    /// The continents.
    case continents([ContinentSummary])
    /// The languages.
    case languages([LanguageSummary])
}

extension DataPayload {
    /// Whether the answer holds nothing: no countries, no continents, no languages, or no such country. A reply
    /// that lacks its data reads as one, so such an answer never replaces data with something in it.
    public var isEmpty: Bool {
        switch self {
        case .countries(_, let countries): countries.isEmpty
        case .countryDetail(let details): details == nil
        case .continents(let continents): continents.isEmpty
        case .languages(let languages): languages.isEmpty
        }
    }
}

/// What a country list is a list of: a continent's or a language's countries.
public enum CountryListHeading: Sendable, Hashable {
    /// A continent.
    case continent(code: String, name: String)
    /// A language.
    case language(LanguageSummary)
}

/// Where shown data came from, as the status bar reports it.
public struct DataOrigin: Sendable, Hashable {
    /// The kind of source.
    public enum Kind: Sendable, Hashable {
        /// A live endpoint (its host).
        case live(host: String)
        /// The bundled dataset, and why.
        case bundled(reason: BundledReason)
        /// The local cache, written at this time.
        case cache(storedAt: Date)
    }

    /// Why the bundled data is on screen.
    public enum BundledReason: Sendable, Hashable {
        /// The network is not used at all (`--offline`).
        case offline
        /// The first network answer is awaited, and the cache has nothing.
        case awaitingNetwork
        /// The network failed, as this says.
        case networkFailed(String)
    }

    /// The kind of source.
    public var kind: Kind
    /// When the data arrived.
    public var receivedAt: Date

    /// Creates an origin.
    public init(kind: Kind, receivedAt: Date) {
        self.kind = kind
        self.receivedAt = receivedAt
    }
}
