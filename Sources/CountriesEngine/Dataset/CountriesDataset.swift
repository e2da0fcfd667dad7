import Foundation
import JSONCore

/// The bundled countries data, its codes unique and every reference resolved.
public struct CountriesDataset: Sendable {
    /// Every continent, in code order.
    public let continents: [ContinentRecord]
    /// Every language any country speaks, in code order.
    public let languages: [LanguageRecord]
    /// Every country, in code order.
    public let countries: [CountryRecord]

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
        let continentCodes = try Self.codes(of: document.continents, kind: "continent", by: \.code)
        let languageCodes = try Self.codes(of: document.languages, kind: "language", by: \.code)
        _ = try Self.codes(of: document.countries, kind: "country", by: \.code)
        for country in document.countries {
            guard continentCodes.contains(country.continent) else {
                throw .danglingReference("country \(country.code) names unknown continent \(country.continent)")
            }
            for language in country.languages where !languageCodes.contains(language) {
                throw .danglingReference("country \(country.code) names unknown language \(language)")
            }
        }
        nameLanguages = document.countries.first.map { Set($0.names.keys) } ?? []
    }

    /// The codes of `records`, each of which must be unique.
    private static func codes<Record>(
        of records: [Record], kind: String, by key: KeyPath<Record, String>
    ) throws(DatasetError) -> Set<String> {
        var codes = Set<String>(minimumCapacity: records.count)
        for record in records {
            let code = record[keyPath: key]
            guard codes.insert(code).inserted else { throw .duplicateCode("\(kind) \(code)") }
        }
        return codes
    }
}
