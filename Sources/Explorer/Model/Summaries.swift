/// A country as a list row shows it.
public struct CountrySummary: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 code.
    public var code: String
    /// Name in the language the explorer shows (`--lang`), English by default.
    public var name: String
    /// Name in the main language.
    public var native: String
    /// Flag emoji.
    public var emoji: String
    /// Capital, if any.
    public var capital: String?
    /// Currency codes joined by commas, if any.
    public var currency: String?
    /// Continent code.
    public var continentCode: String
    /// Continent name.
    public var continentName: String
    /// English name, when the operation fetched it; the search finds the country by it whatever `name` is in.
    public var englishName: String?
    /// Calling codes joined by commas, without `+` (`1809,1829,1849`), when the operation fetched them.
    public var phone: String?

    /// Creates a summary.
    public init(
        code: String, name: String, native: String, emoji: String, capital: String?, currency: String?,
        continentCode: String, continentName: String, englishName: String? = nil, phone: String? = nil
    ) {
        self.code = code
        self.name = name
        self.native = native
        self.emoji = emoji
        self.capital = capital
        self.currency = currency
        self.continentCode = continentCode
        self.continentName = continentName
        self.englishName = englishName
        self.phone = phone
    }
}

/// A language as lists and detail panes show it.
public struct LanguageSummary: Sendable, Hashable {
    /// ISO 639 code.
    public var code: String
    /// English name.
    public var name: String
    /// Its own name for itself.
    public var native: String
    /// Written right to left.
    public var rtl: Bool
    /// How many countries speak it, when known.
    public var countryCount: Int?

    /// Creates a summary.
    public init(code: String, name: String, native: String, rtl: Bool, countryCount: Int? = nil) {
        self.code = code
        self.name = name
        self.native = native
        self.rtl = rtl
        self.countryCount = countryCount
    }
}

/// A continent with its number of countries.
public struct ContinentSummary: Sendable, Hashable {
    /// Two-letter code.
    public var code: String
    /// English name.
    public var name: String
    /// How many countries it has.
    public var countryCount: Int

    /// Creates a summary.
    public init(code: String, name: String, countryCount: Int) {
        self.code = code
        self.name = name
        self.countryCount = countryCount
    }
}

/// A state, province or other subdivision: one of a country's `states` or `subdivisions`.
public struct StateSummary: Sendable, Hashable {
    /// Short code (a subdivision's is ISO 3166-2, `GB-SCT`), if known.
    public var code: String?
    /// Name.
    public var name: String
    /// A subdivision's flag emoji, if it has one.
    public var emoji: String?

    /// Creates a summary.
    public init(code: String?, name: String, emoji: String? = nil) {
        self.code = code
        self.name = name
        self.emoji = emoji
    }
}

/// A country's name in one language of the schema.
public struct LocalizedName: Sendable, Hashable {
    /// The language.
    public var language: NameLanguage
    /// The name in it.
    public var name: String

    /// Creates a name.
    public init(language: NameLanguage, name: String) {
        self.language = language
        self.name = name
    }
}

/// Everything a country's detail shows.
public struct CountryDetails: Sendable, Hashable {
    /// The list-row fields.
    public var summary: CountrySummary
    /// Calling codes, without `+`.
    public var phones: [String]
    /// Currency codes.
    public var currencies: [String]
    /// Languages, main first.
    public var languages: [LanguageSummary]
    /// First-level subdivisions.
    public var states: [StateSummary]
    /// The nearest AWS region (`ap-northeast-1`), nil when unknown.
    public var awsRegion: String?
    /// ISO 3166-2 subdivisions, which may be finer than `states` (the United Kingdom's councils).
    public var subdivisions: [StateSummary]
    /// Its name in every language of the schema, in the schema's order.
    public var names: [LocalizedName]

    /// Creates details.
    public init(
        summary: CountrySummary, phones: [String], currencies: [String], languages: [LanguageSummary], states: [StateSummary],
        awsRegion: String? = nil, subdivisions: [StateSummary] = [], names: [LocalizedName] = []
    ) {
        self.summary = summary
        self.phones = phones
        self.currencies = currencies
        self.languages = languages
        self.states = states
        self.awsRegion = awsRegion
        self.subdivisions = subdivisions
        self.names = names
    }

    /// Its English name when the summary shows another (`Germany` beside `Allemagne`); nil when they agree or
    /// the English name is not known.
    public var englishNameIfDifferent: String? {
        guard let english = names.first(where: { $0.language == .english })?.name, english != summary.name else { return nil }
        return english
    }
}
