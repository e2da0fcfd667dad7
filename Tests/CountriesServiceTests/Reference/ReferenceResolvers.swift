@testable import CountriesService
import GraphQL

/// The resolvers of the executor the engine replaced (GraphQLSwift's, one closure per field): the reference
/// that the differential tests compare the engine with.
enum ReferenceResolvers {
    /// The table `CountriesSchema` attaches; it must cover every field the SDL declares.
    static func table(for dataset: CountriesDataset) -> [String: [String: GraphQLFieldResolve]] {
        [
            "Query": query(dataset),
            "Continent": continent(dataset),
            "Country": country(dataset),
            "Language": language(dataset),
            "State": state(),
            "Subdivision": subdivision(),
        ]
    }

    private static func query(_ dataset: CountriesDataset) -> [String: GraphQLFieldResolve] {
        [
            "continent": resolveWithArguments { (_: Void, args: Map) in
                args.argument("code").flatMap { dataset.continentByCode[$0] }
            },
            "continents": resolveList { (_: Void, args: Map) in
                try RecordFilter<ContinentRecord>(args.dictionary?["filter"], fields: ["code": { $0.code }])
                    .apply(dataset.continents)
            },
            "countries": resolveList { (_: Void, args: Map) in
                try RecordFilter<CountryRecord>(args.dictionary?["filter"], fields: [
                    "code": { $0.code },
                    "continent": { $0.continent },
                    "currency": { $0.currency },
                    "name": { $0.name },
                ]).apply(dataset.countries)
            },
            "country": resolveWithArguments { (_: Void, args: Map) in
                args.argument("code").flatMap { dataset.countryByCode[$0] }
            },
            "language": resolveWithArguments { (_: Void, args: Map) in
                args.argument("code").flatMap { dataset.languageByCode[$0] }
            },
            "languages": resolveList { (_: Void, args: Map) in
                try RecordFilter<LanguageRecord>(args.dictionary?["filter"], fields: ["code": { $0.code }])
                    .apply(dataset.languages)
            },
        ]
    }

    private static func continent(_ dataset: CountriesDataset) -> [String: GraphQLFieldResolve] {
        [
            "code": resolve { (continent: ContinentRecord) in continent.code },
            "name": resolve { (continent: ContinentRecord) in continent.name },
            "countries": resolveList { (continent: ContinentRecord, _) in
                dataset.countriesByContinent[continent.code] ?? []
            },
        ]
    }

    private static func country(_ dataset: CountriesDataset) -> [String: GraphQLFieldResolve] {
        [
            "awsRegion": resolve { (country: CountryRecord) in country.awsRegion },
            "capital": resolve { (country: CountryRecord) in country.capital },
            "code": resolve { (country: CountryRecord) in country.code },
            "continent": resolve { (country: CountryRecord) in dataset.continentByCode[country.continent] },
            "currencies": resolve { (country: CountryRecord) in country.currencies },
            "currency": resolve { (country: CountryRecord) in country.currency },
            "emoji": resolve { (country: CountryRecord) in country.emoji },
            "emojiU": resolve { (country: CountryRecord) in country.emojiU },
            "languages": resolveList { (country: CountryRecord, _) in
                country.languages.compactMap { dataset.languageByCode[$0] }
            },
            "name": resolveWithArguments { (country: CountryRecord, args: Map) in
                try localizedName(of: country, arguments: args, supported: dataset.nameLanguages)
            },
            "native": resolve { (country: CountryRecord) in country.native },
            "phone": resolve { (country: CountryRecord) in country.phone },
            "phones": resolve { (country: CountryRecord) in country.phones },
            "states": resolveList { (country: CountryRecord, _) in
                country.states.map { StateValue(record: $0, country: country) }
            },
            "subdivisions": resolveList { (country: CountryRecord, _) in country.subdivisions },
        ]
    }

    private static func language(_ dataset: CountriesDataset) -> [String: GraphQLFieldResolve] {
        [
            "code": resolve { (language: LanguageRecord) in language.code },
            "countries": resolveList { (language: LanguageRecord, _) in
                dataset.countriesByLanguage[language.code] ?? []
            },
            "name": resolve { (language: LanguageRecord) in language.name },
            "native": resolve { (language: LanguageRecord) in language.native },
            "rtl": resolve { (language: LanguageRecord) in language.rtl },
        ]
    }

    private static func state() -> [String: GraphQLFieldResolve] {
        [
            "code": resolve { (state: StateValue) in state.record.code },
            "country": resolve { (state: StateValue) in state.country },
            "name": resolve { (state: StateValue) in state.record.name },
        ]
    }

    private static func subdivision() -> [String: GraphQLFieldResolve] {
        [
            "code": resolve { (subdivision: SubdivisionRecord) in subdivision.code },
            "emoji": resolve { (subdivision: SubdivisionRecord) in subdivision.emoji },
            "name": resolve { (subdivision: SubdivisionRecord) in subdivision.name },
        ]
    }

    /// `Country.name(lang:)`: English without `lang`, a field error for a language the data lacks.
    private static func localizedName(
        of country: CountryRecord, arguments: Map, supported: Set<String>
    ) throws -> String {
        guard let lang = arguments.argument("lang") else { return country.name }
        guard let name = country.names[lang] else {
            let choices = supported.sorted().joined(separator: ", ")
            throw FieldError("Unsupported language \"\(lang)\" for name(lang:); supported: \(choices)")
        }
        return name
    }
}
