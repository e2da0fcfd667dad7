/// A continent as stored in the bundled dataset.
public struct ContinentRecord: Sendable, Hashable {
    /// Two-letter continent code, such as `EU`.
    public let code: String
    /// English name, such as `Europe`.
    public let name: String
}

/// A language as stored in the bundled dataset.
public struct LanguageRecord: Sendable, Hashable {
    /// ISO 639-1 code where one exists (`ja`), else ISO 639-3.
    public let code: String
    /// English name (`Japanese`).
    public let name: String
    /// The language's name for itself (`日本語`).
    public let native: String
    /// Whether the language is written right to left.
    public let rtl: Bool
}

/// A first-level subdivision (state, province, prefecture) of a country.
public struct StateRecord: Sendable, Hashable {
    /// Short code without the country prefix (`ON`, not `CA-ON`).
    public let code: String?
    /// The subdivision's name.
    public let name: String
}

/// An ISO 3166-2 subdivision of any level.
public struct SubdivisionRecord: Sendable, Hashable {
    /// Full ISO 3166-2 code (`CA-ON`).
    public let code: String
    /// The subdivision's name.
    public let name: String
    /// A flag, only where one exists (England, Scotland, Wales).
    public let emoji: String?
}

/// A country as stored in the bundled dataset, in the public API's conventions.
public struct CountryRecord: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 code.
    public let code: String
    /// English name.
    public let name: String
    /// Name in the country's main language.
    public let native: String
    /// Capital city, `nil` where there is none.
    public let capital: String?
    /// Currency codes joined by commas (`USD,USS`), `nil` where there is none.
    public let currency: String?
    /// Calling codes without `+`, joined by commas.
    public let phone: String
    /// Continent code.
    public let continent: String
    /// Language codes, main language first.
    public let languages: [String]
    /// The flag emoji.
    public let emoji: String
    /// The flag's code points, like `U+1F1E8 U+1F1E6`.
    public let emojiU: String
    /// The nearest AWS region.
    public let awsRegion: String
    /// The country's name by language code, for `name(lang:)`.
    public let names: [String: String]
    /// First-level subdivisions.
    public let states: [StateRecord]
    /// All ISO 3166-2 subdivisions.
    public let subdivisions: [SubdivisionRecord]

    /// `currency` split into its codes; empty when there is none.
    public var currencies: [String] { currency.map(Self.splitList) ?? [] }
    /// `phone` split into its codes.
    public var phones: [String] { Self.splitList(phone) }

    private static func splitList(_ joined: String) -> [String] {
        joined.split(separator: ",").map(String.init)
    }
}
