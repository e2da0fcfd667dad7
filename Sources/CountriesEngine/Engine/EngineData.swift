import BoundedStorage

/// A run of pre-encoded JSON text in `EngineData.text`: a string literal, `null`, or an array of strings.
struct EncodedValue: Sendable {
    let start: Int32
    let end: Int32
}

/// The dataset laid out for the engine: records by index, references as indexes, and every value the
/// schema can return already encoded as JSON, so that answering copies bytes instead of encoding strings.
///
/// The records hold no references (lists are ranges into flat arrays), so reading one costs no reference counting.
struct EngineData: Sendable {
    struct Continent: Sendable {
        let code: EncodedValue
        let name: EncodedValue
        /// In `continentCountries`.
        let countries: Range<Int>
    }

    struct Country: Sendable {
        let code: EncodedValue
        let name: EncodedValue
        let native: EncodedValue
        let capital: EncodedValue
        let currency: EncodedValue
        let currencies: EncodedValue
        let phone: EncodedValue
        let phones: EncodedValue
        let emoji: EncodedValue
        let emojiU: EncodedValue
        let awsRegion: EncodedValue
        let continent: Int
        /// In `countryLanguages`.
        let languages: Range<Int>
        let states: Range<Int>
        let subdivisions: Range<Int>
    }

    struct Language: Sendable {
        let code: EncodedValue
        let name: EncodedValue
        let native: EncodedValue
        let rtl: Bool
        /// In `languageCountries`.
        let countries: Range<Int>
    }

    struct State: Sendable {
        let code: EncodedValue
        let name: EncodedValue
        let country: Int
    }

    struct Subdivision: Sendable {
        let code: EncodedValue
        let emoji: EncodedValue
        let name: EncodedValue
    }

    /// Every encoded value, back to back.
    let text: [UInt8]
    let continents: [Continent]
    let countries: [Country]
    let languages: [Language]
    let states: [State]
    let subdivisions: [Subdivision]
    let continentCountries: [Int]
    let countryLanguages: [Int]
    let languageCountries: [Int]
    /// Each country's names, `nameLanguages.count` at a time, in the order of `nameLanguages`.
    let countryNames: [EncodedValue?]
    /// Records by code, compared byte for byte as the public API compares them (`"\u{212A}E"` is no code).
    let continentIndex: [ExactText: Int]
    let countryIndex: [ExactText: Int]
    let languageIndex: [ExactText: Int]
    /// The languages `name(lang:)` accepts, sorted; `Country.names` follows this order.
    let nameLanguages: [String]
    /// The records themselves, for the string filters.
    let records: CountriesDataset

    init(_ dataset: CountriesDataset) {
        var builder = TextBuilder()
        records = dataset
        let nameLanguages = dataset.nameLanguages.sorted()
        let continentIndex = Dictionary(dataset.continents.enumerated().map { (ExactText($1.code), $0) }) { first, _ in first }
        let languageIndex = Dictionary(dataset.languages.enumerated().map { (ExactText($1.code), $0) }) { first, _ in first }
        self.nameLanguages = nameLanguages
        self.continentIndex = continentIndex
        self.languageIndex = languageIndex
        countryIndex = Dictionary(dataset.countries.enumerated().map { (ExactText($1.code), $0) }) { first, _ in first }

        var states: [State] = []
        var subdivisions: [Subdivision] = []
        var byContinent = Array(repeating: [Int](), count: dataset.continents.count)
        var byLanguage = Array(repeating: [Int](), count: dataset.languages.count)
        var countries: [Country] = []
        var countryLanguages: [Int] = []
        var countryNames: [EncodedValue?] = []
        countries.reserveCapacity(dataset.countries.count)
        for (index, country) in dataset.countries.enumerated() {
            let continent = continentIndex[ExactText(country.continent)] ?? 0
            byContinent[continent].append(index)
            let firstLanguage = countryLanguages.count
            for language in country.languages.compactMap({ languageIndex[ExactText($0)] }) {
                byLanguage[language].append(index)
                countryLanguages.append(language)
            }
            countryNames += nameLanguages.map { country.names[$0].map { builder.add($0) } }
            let firstState = states.count
            for state in country.states {
                states.append(State(code: builder.add(state.code), name: builder.add(state.name), country: index))
            }
            let firstSubdivision = subdivisions.count
            for subdivision in country.subdivisions {
                subdivisions.append(Subdivision(
                    code: builder.add(subdivision.code), emoji: builder.add(subdivision.emoji),
                    name: builder.add(subdivision.name)
                ))
            }
            countries.append(Country(
                code: builder.add(country.code), name: builder.add(country.name), native: builder.add(country.native),
                capital: builder.add(country.capital), currency: builder.add(country.currency),
                currencies: builder.add(list: country.currencies), phone: builder.add(country.phone),
                phones: builder.add(list: country.phones), emoji: builder.add(country.emoji),
                emojiU: builder.add(country.emojiU), awsRegion: builder.add(country.awsRegion),
                continent: continent, languages: firstLanguage..<countryLanguages.count,
                states: firstState..<states.count, subdivisions: firstSubdivision..<subdivisions.count
            ))
        }
        self.countries = countries
        self.countryLanguages = countryLanguages
        self.countryNames = countryNames
        self.states = states
        self.subdivisions = subdivisions
        var continentCountries: [Int] = []
        continents = dataset.continents.enumerated().map { index, continent in
            let first = continentCountries.count
            continentCountries += byContinent[index]
            return Continent(
                code: builder.add(continent.code), name: builder.add(continent.name),
                countries: first..<continentCountries.count
            )
        }
        self.continentCountries = continentCountries
        var languageCountries: [Int] = []
        languages = dataset.languages.enumerated().map { index, language in
            let first = languageCountries.count
            languageCountries += byLanguage[index]
            return Language(
                code: builder.add(language.code), name: builder.add(language.name),
                native: builder.add(language.native), rtl: language.rtl, countries: first..<languageCountries.count
            )
        }
        self.languageCountries = languageCountries
        text = builder.text
    }

    /// The name of the country at `index` in the language at `position` of `nameLanguages`.
    func name(ofCountry index: Int, inLanguageAt position: Int) -> EncodedValue? {
        countryNames[index * nameLanguages.count + position]
    }
}

/// Accumulates `EngineData.text`.
private struct TextBuilder {
    var text: [UInt8] = []

    mutating func add(_ string: String?) -> EncodedValue {
        let start = text.count
        JSONBytes.appendOptionalString(string, to: &text)
        return EncodedValue(start: Int32(start), end: Int32(text.count))
    }

    mutating func add(list: [String]) -> EncodedValue {
        let start = text.count
        text.append(UInt8(ascii: "["))
        for (position, string) in list.enumerated() {
            if position > 0 { text.append(UInt8(ascii: ",")) }
            JSONBytes.appendString(string, to: &text)
        }
        text.append(UInt8(ascii: "]"))
        return EncodedValue(start: Int32(start), end: Int32(text.count))
    }
}
