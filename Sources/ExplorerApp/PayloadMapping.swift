import CountriesAPI
import Explorer

/// Turns the generated operations' data into the explorer's plain values, so that `Explorer` knows nothing of
/// GraphQL: the loader maps each answer here before the reducer sees it.
enum PayloadMapping {
    /// `AllCountries`.
    static func payload(_ data: AllCountriesQuery.Data) -> DataPayload {
        .countries(heading: nil, data.countries.map(\.summary))
    }

    /// `FilteredCountries` (a continent filter).
    static func payload(_ data: FilteredCountriesQuery.Data) -> DataPayload {
        .countries(heading: nil, data.countries.map { $0.fragments.countryBasicInfo.summary })
    }

    /// `ContinentDetail`; an unknown continent is an empty list.
    static func payload(_ data: ContinentDetailQuery.Data) -> DataPayload {
        guard let continent = data.continent else { return .countries(heading: nil, []) }
        return .countries(
            heading: .continent(code: continent.code, name: continent.name),
            continent.countries.map { $0.fragments.countryBasicInfo.summary }
        )
    }

    /// `LanguageDetail`; an unknown language is an empty list.
    static func payload(_ data: LanguageDetailQuery.Data) -> DataPayload {
        guard let language = data.language else { return .countries(heading: nil, []) }
        return .countries(
            heading: .language(LanguageSummary(
                code: language.code, name: language.name, native: language.native, rtl: language.rtl,
                countryCount: language.countries.count
            )),
            language.countries.map { $0.fragments.countryBasicInfo.summary }
        )
    }

    /// `CountryDetail`; nil details for an unknown code.
    static func payload(_ data: CountryDetailQuery.Data) -> DataPayload {
        guard let country = data.country else { return .countryDetail(nil) }
        return .countryDetail(CountryDetails(
            summary: country.summary, phones: country.phones, currencies: country.currencies,
            languages: country.languages.map { LanguageSummary(code: $0.code, name: $0.name, native: $0.native, rtl: $0.rtl) },
            states: country.states.map { StateSummary(code: $0.code, name: $0.name) },
            awsRegion: country.awsRegion.isEmpty ? nil : country.awsRegion,
            subdivisions: country.subdivisions.map { StateSummary(code: $0.code, name: $0.name, emoji: $0.emoji) },
            names: names(of: country)
        ))
    }

    /// A country's name in every language of the schema, from `CountryDetail`'s aliases (`fr: name(lang: "fr")`).
    static func names(of country: CountryDetailQuery.Data.Country) -> [LocalizedName] {
        let byCode = [
            "en": country.en, "ru": country.ru, "es": country.es, "fr": country.fr, "de": country.de, "ja": country.ja,
            "tr": country.tr, "pt": country.pt, "fa": country.fa, "it": country.it, "zh": country.zh, "nl": country.nl,
            "pl": country.pl, "vi": country.vi,
        ]
        return NameLanguage.all.compactMap { language in byCode[language.code].map { LocalizedName(language: language, name: $0) } }
    }

    /// `ContinentsList`.
    static func payload(_ data: ContinentsListQuery.Data) -> DataPayload {
        .continents(data.continents.map { ContinentSummary(code: $0.code, name: $0.name, countryCount: $0.countries.count) })
    }

    /// `LanguagesList`.
    static func payload(_ data: LanguagesListQuery.Data) -> DataPayload {
        .languages(data.languages.map {
            LanguageSummary(code: $0.code, name: $0.name, native: $0.native, rtl: $0.rtl, countryCount: $0.countries.count)
        })
    }
}

/// The fields of a country row, which several generated selections carry.
protocol CountryRowFields {
    var code: String { get }
    var name: String { get }
    var native: String { get }
    var emoji: String { get }
    var capital: String? { get }
    var currency: String? { get }
    var continentCode: String { get }
    var continentName: String { get }
    var englishName: String { get }
    var phone: String { get }
}

extension CountryRowFields {
    /// The row as a view model.
    var summary: CountrySummary {
        CountrySummary(
            code: code, name: name, native: native, emoji: emoji, capital: capital, currency: currency,
            continentCode: continentCode, continentName: continentName, englishName: englishName, phone: phone
        )
    }
}

extension AllCountriesQuery.Data.Country: CountryRowFields {
    var continentCode: String { continent.code }
    var continentName: String { continent.name }
}

extension CountryBasicInfo: CountryRowFields {
    var continentCode: String { continent.code }
    var continentName: String { continent.name }
}

extension CountryDetailQuery.Data.Country: CountryRowFields {
    var continentCode: String { continent.code }
    var continentName: String { continent.name }
    var englishName: String { en }
}
