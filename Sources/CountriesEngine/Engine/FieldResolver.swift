import GraphQL

/// What the engine does to produce one field of the Countries schema: a typed resolver over `EngineData`.
enum FieldResolver: Sendable, Equatable {
    case typename
    case introspection
    case queryContinent, queryContinents, queryCountries, queryCountry, queryLanguage, queryLanguages
    case continentCode, continentCountries, continentName
    case countryAwsRegion, countryCapital, countryCode, countryContinent, countryCurrencies, countryCurrency
    case countryEmoji, countryEmojiU, countryLanguages, countryName, countryNative, countryPhone, countryPhones
    case countryStates, countrySubdivisions
    case languageCode, languageCountries, languageName, languageNative, languageRtl
    case stateCode, stateCountry, stateName
    case subdivisionCode, subdivisionEmoji, subdivisionName

    /// The resolver of every field the SDL declares, by type and field name.
    static let table: [String: [String: FieldResolver]] = [
        "Query": [
            "continent": .queryContinent, "continents": .queryContinents, "countries": .queryCountries,
            "country": .queryCountry, "language": .queryLanguage, "languages": .queryLanguages,
        ],
        "Continent": ["code": .continentCode, "countries": .continentCountries, "name": .continentName],
        "Country": [
            "awsRegion": .countryAwsRegion, "capital": .countryCapital, "code": .countryCode,
            "continent": .countryContinent, "currencies": .countryCurrencies, "currency": .countryCurrency,
            "emoji": .countryEmoji, "emojiU": .countryEmojiU, "languages": .countryLanguages,
            "name": .countryName, "native": .countryNative, "phone": .countryPhone, "phones": .countryPhones,
            "states": .countryStates, "subdivisions": .countrySubdivisions,
        ],
        "Language": [
            "code": .languageCode, "countries": .languageCountries, "name": .languageName,
            "native": .languageNative, "rtl": .languageRtl,
        ],
        "State": ["code": .stateCode, "country": .stateCountry, "name": .stateName],
        "Subdivision": ["code": .subdivisionCode, "emoji": .subdivisionEmoji, "name": .subdivisionName],
    ]

    /// Fails unless the table and the SDL name exactly the same object types and fields, so that neither
    /// can drift from the other.
    static func checkCoverage(of schema: GraphQLSchema) throws(SchemaBuildError) {
        let declaredTypes = schema.typeMap.values.compactMap { $0 as? GraphQLObjectType }
            .filter { !$0.name.hasPrefix("__") }
        let declaredNames = Set(declaredTypes.map(\.name))
        guard declaredNames == Set(table.keys) else {
            throw .resolverMismatch("object types in the SDL: \(declaredNames.sorted()); with resolvers: \(table.keys.sorted())")
        }
        for type in declaredTypes {
            let fields: Set<String>
            do {
                fields = Set(try type.fields().keys)
            } catch {
                throw .invalidSDL(String(describing: error))
            }
            let resolved = Set(table[type.name]?.keys.map { $0 } ?? [])
            guard fields == resolved else {
                let missing = fields.subtracting(resolved).sorted().map { "\(type.name).\($0)" }
                let extra = resolved.subtracting(fields).sorted().map { "\(type.name).\($0)" }
                throw .resolverMismatch("without resolver: \(missing); not in SDL: \(extra)")
            }
        }
    }
}
