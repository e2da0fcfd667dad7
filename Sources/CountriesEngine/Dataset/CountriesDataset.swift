import Foundation
import JSONCore

/// The bundled countries data, with the indexes the resolvers need.
public struct CountriesDataset: Sendable {
    /// Every continent, in code order.
    public let continents: [ContinentRecord]
    /// Every language any country speaks, in code order.
    public let languages: [LanguageRecord]
    /// Every country, in code order.
    public let countries: [CountryRecord]

    /// Countries by code.
    public let countryByCode: [String: CountryRecord]
    /// Continents by code.
    public let continentByCode: [String: ContinentRecord]
    /// Languages by code.
    public let languageByCode: [String: LanguageRecord]
    /// Countries of each continent, in code order.
    public let countriesByContinent: [String: [CountryRecord]]
    /// Countries that speak each language, in code order.
    public let countriesByLanguage: [String: [CountryRecord]]
    /// The language codes `name(lang:)` accepts.
    public let nameLanguages: Set<String>

    /// The dataset file's top level.
    struct Document {
        let continents: [ContinentRecord]
        let languages: [LanguageRecord]
        let countries: [CountryRecord]
    }

    /// Reads a dataset from its JSON form and checks that every reference resolves.
    public init(json: Data) throws(DatasetError) {
        let document: Document
        do {
            document = try JSONReader.read(json) { reader in try Document(reading: &reader) }
        } catch {
            throw .malformed(String(describing: error))
        }
        try self.init(document: document)
    }

    /// Loads the dataset shipped inside this module.
    public static func bundled() throws(DatasetError) -> CountriesDataset {
        guard let url = Bundle.module.url(forResource: "countries", withExtension: "json") else {
            throw .missingResource("countries.json")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .missingResource("countries.json: \(error.localizedDescription)")
        }
        return try CountriesDataset(json: data)
    }

    private init(document: Document) throws(DatasetError) {
        continents = document.continents
        languages = document.languages
        countries = document.countries
        countryByCode = try Self.index(document.countries, kind: "country", by: \.code)
        continentByCode = try Self.index(document.continents, kind: "continent", by: \.code)
        languageByCode = try Self.index(document.languages, kind: "language", by: \.code)

        var byContinent: [String: [CountryRecord]] = [:]
        var byLanguage: [String: [CountryRecord]] = [:]
        for country in document.countries {
            guard continentByCode[country.continent] != nil else {
                throw .danglingReference("country \(country.code) names unknown continent \(country.continent)")
            }
            byContinent[country.continent, default: []].append(country)
            for language in country.languages {
                guard languageByCode[language] != nil else {
                    throw .danglingReference("country \(country.code) names unknown language \(language)")
                }
                byLanguage[language, default: []].append(country)
            }
        }
        countriesByContinent = byContinent
        countriesByLanguage = byLanguage
        nameLanguages = document.countries.first.map { Set($0.names.keys) } ?? []
    }

    private static func index<Record>(
        _ records: [Record], kind: String, by key: KeyPath<Record, String>
    ) throws(DatasetError) -> [String: Record] {
        var result: [String: Record] = [:]
        result.reserveCapacity(records.count)
        for record in records {
            let code = record[keyPath: key]
            guard result.updateValue(record, forKey: code) == nil else {
                throw .duplicateCode("\(kind) \(code)")
            }
        }
        return result
    }
}
