import CountriesEngine

/// The strings the generator puts in arguments and variables, by where they go: mostly values the data holds,
/// so that lookups find records and filters keep some, with unknown, empty, wrongly cased and non-ASCII ones.
struct ValuePools: Sendable {
    private let byCoordinate: [String: [String]]
    /// Patterns for `regex`: plain ones, and ones where JavaScript's RegExp and other dialects part ways.
    let patterns: [String]
    /// Strings for any other position.
    let anyStrings: [String]
    /// How many elements each list field of the schema can return, as the engine's result bound reckons them.
    let fanouts: [String: ListFanout]

    /// The pools for `schema` over `dataset`'s records.
    init(dataset: CountriesDataset, schema: SchemaModel) {
        let countryCodes = dataset.countries.map(\.code)
        let continentCodes = dataset.continents.map(\.code)
        let languageCodes = dataset.languages.map(\.code)
        let currencies = Array(Set(dataset.countries.compactMap(\.currency) + dataset.countries.flatMap(\.currencies))).sorted()
        let names = dataset.countries.map(\.name)
        let typeNames = schema.objectNames + schema.inputNames + ["ID", "String", "Boolean", "Int", "Float"]
            + IntrospectionModel.objects.keys.sorted() + ["__TypeKind", "__DirectiveLocation"]
        byCoordinate = [
            "Query.country(code:)": countryCodes + ["XX", "jp", "", "JPN", "🇯🇵", " JP"],
            "Query.continent(code:)": continentCodes + ["ZZ", "eu", "", "Europe"],
            "Query.language(code:)": languageCodes + ["xx", "EN", "", "eng"],
            "Country.name(lang:)": dataset.nameLanguages.sorted() + ["xx", "", "EN", "zh-Hans", "ar", "en "],
            "Query.__type(name:)": typeNames + ["Nope", "country", ""],
            "CountryFilterInput.code": countryCodes + ["XX", "jp", ""],
            "CountryFilterInput.continent": continentCodes + ["ZZ", "eu", ""],
            "CountryFilterInput.currency": currencies + ["", "usd", "EUR,USD"],
            "CountryFilterInput.name": names + ["", "japan", "Cote d'Ivoire"],
            "ContinentFilterInput.code": continentCodes + ["ZZ", "eu", ""],
            "LanguageFilterInput.code": languageCodes + ["xx", "EN", ""],
        ]
        patterns = Self.patterns + names.prefix(40).map { "^" + $0.prefix(2) }
        // With every character GraphQL's strings have an escape for: `\b \f \n \r \t \/ \\ \"`, and other controls.
        anyStrings = [
            "", "JP", "fr", "é", "🇯🇵", "a\"b", "back\\slash", "line\nbreak", "tab\tend", "null", "日本", "e\u{301}",
            "back\u{08}space", "form\u{0C}feed", "carriage\rreturn", "a/b", "bell\u{07}", "J\u{0C}P",
        ]
        fanouts = ListFanout.byCoordinate(over: dataset)
    }

    /// The strings for an argument or input field coordinate (`Query.country(code:)`, `CountryFilterInput.name`).
    func strings(for coordinate: String) -> [String] {
        byCoordinate[coordinate] ?? anyStrings
    }

    /// Regular expressions for `regex`, as JavaScript reads them (the public API runs `new RegExp(pattern)`).
    private static let patterns: [String] = [
        "^J", "land$", "^(A|B)", "a.*e", "ö", "^[A-C]{2}$", "Ivory|Japan", "", ".", "^$", "[^a-z]", "\\.", "^U",
        "USD|EUR", ",", "^[A-Z]{3},[A-Z]{3}$", "[ab]+", "a{2,}", "^.{5}$", "\\s", "\\S+\\s\\S+", "(?:an)",
        "a(?=n)", "(?<=J)a", "(?<!a)n", "(?<first>J)a", "(.)\\1", "\\w", "^\\w+$", "\\W", "\\d", "\\bLand",
        "\\Bn", "é", "e\u{301}", "\\u00e9", "\\x41", "\\u{e9}", "\\p{L}", "\\P{L}", "[[:alpha:]]", "(?i)japan",
        "a++", "a**", "*", "+a", "?", "[", "(", ")", "]", "}", "{", "a{,2}", "x{2", "\\", "\\Q.\\E", "\\cJ", "[\\b]",
        "\\0", "\\1", "\\8", "\\k", "\\-", "[z-a]", "(a|b)+", "(a+)+", "(.*)*X", "^(?:[A-Z][a-z]+ ?)+$", "🇯",
        "[🇯🇵]", "^.$", "^..$", "\\uD83C", "[^]", "[]", "$^", "a|", "|", "(?=)", "\\n", "\\t", "\\/", "/", "\\Z",
        "\\A", "\\z", "(?#comment)", "(?x) a", "\\h", "\\R", "\\X", "\\N",
    ]
}

/// How many objects a selection set can be selected on, and whether they are known to be distinct; 0 inside
/// introspection, which the engine bounds by a constant.
struct Multiplicity: Sendable {
    /// How many objects.
    var count: Int
    /// Whether they are known to be distinct objects.
    var distinct: Bool

    /// The root: one query object.
    static let root = Multiplicity(count: 1, distinct: true)
    /// Inside introspection.
    static let uncounted = Multiplicity(count: 0, distinct: true)
}
