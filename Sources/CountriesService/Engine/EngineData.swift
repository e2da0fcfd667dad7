/// A run of pre-encoded JSON text in `EngineData.text`: a string literal, `null`, or an array of strings.
struct EncodedValue: Sendable {
    let start: Int32
    let end: Int32
}

/// The dataset laid out for the engine: records by index, references as indexes, and every value the
/// schema can return already encoded as JSON, so that answering copies bytes instead of encoding strings.
struct EngineData: Sendable {
    struct Continent: Sendable {
        let code: EncodedValue
        let name: EncodedValue
        let countries: [Int]
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
        /// By the position of the language in `EngineData.nameLanguages`.
        let names: [EncodedValue?]
        let continent: Int
        let languages: [Int]
        let states: Range<Int>
        let subdivisions: Range<Int>
    }

    struct Language: Sendable {
        let code: EncodedValue
        let name: EncodedValue
        let native: EncodedValue
        let rtl: Bool
        let countries: [Int]
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
    let continentIndex: [String: Int]
    let countryIndex: [String: Int]
    let languageIndex: [String: Int]
    /// The languages `name(lang:)` accepts, sorted; `Country.names` follows this order.
    let nameLanguages: [String]
    /// The records themselves, for the string filters.
    let records: CountriesDataset

    init(_ dataset: CountriesDataset) {
        var builder = TextBuilder()
        records = dataset
        let nameLanguages = dataset.nameLanguages.sorted()
        let continentIndex = Dictionary(dataset.continents.enumerated().map { ($1.code, $0) }) { first, _ in first }
        let languageIndex = Dictionary(dataset.languages.enumerated().map { ($1.code, $0) }) { first, _ in first }
        self.nameLanguages = nameLanguages
        self.continentIndex = continentIndex
        self.languageIndex = languageIndex
        countryIndex = Dictionary(dataset.countries.enumerated().map { ($1.code, $0) }) { first, _ in first }

        var states: [State] = []
        var subdivisions: [Subdivision] = []
        var byContinent = Array(repeating: [Int](), count: dataset.continents.count)
        var byLanguage = Array(repeating: [Int](), count: dataset.languages.count)
        var countries: [Country] = []
        countries.reserveCapacity(dataset.countries.count)
        for (index, country) in dataset.countries.enumerated() {
            let continent = continentIndex[country.continent] ?? 0
            byContinent[continent].append(index)
            let languages = country.languages.compactMap { languageIndex[$0] }
            for language in languages { byLanguage[language].append(index) }
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
                names: nameLanguages.map { country.names[$0].map { builder.add($0) } },
                continent: continent, languages: languages,
                states: firstState..<states.count, subdivisions: firstSubdivision..<subdivisions.count
            ))
        }
        self.countries = countries
        self.states = states
        self.subdivisions = subdivisions
        continents = dataset.continents.enumerated().map { index, continent in
            Continent(code: builder.add(continent.code), name: builder.add(continent.name), countries: byContinent[index])
        }
        languages = dataset.languages.enumerated().map { index, language in
            Language(
                code: builder.add(language.code), name: builder.add(language.name),
                native: builder.add(language.native), rtl: language.rtl, countries: byLanguage[index]
            )
        }
        text = builder.text
    }

    /// The bytes of an encoded value.
    @inline(__always)
    func bytes(_ value: EncodedValue) -> ArraySlice<UInt8> {
        text[Int(value.start)..<Int(value.end)]
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
