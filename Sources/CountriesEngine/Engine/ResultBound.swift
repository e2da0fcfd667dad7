/// Upper bounds on how many values a request can produce, from the static data.
///
/// A field selected under `m` parent objects produces `m` values, and a list field also produces its elements.
/// When the parents are known to be distinct objects, the elements are at most the sum of the `m` largest lists
/// of that field in the whole dataset, which keeps the bound of `countries { states { name } }` near the real
/// 3,590 states instead of 250 times the largest country's count. Otherwise it is `m` times the largest list.
struct ResultBound: Sendable {
    private let fanouts: [FieldResolver: ListFanout]

    init(_ data: EngineData) {
        fanouts = [
            .queryContinents: ListFanout(sizes: [data.continents.count], partitions: true),
            .queryCountries: ListFanout(sizes: [data.countries.count], partitions: true),
            .queryLanguages: ListFanout(sizes: [data.languages.count], partitions: true),
            .continentCountries: ListFanout(sizes: data.continents.map(\.countries.count), partitions: true),
            .countryCurrencies: ListFanout(sizes: data.records.countries.map(\.currencies.count), partitions: false),
            .countryLanguages: ListFanout(sizes: data.countries.map(\.languages.count), partitions: false),
            .countryPhones: ListFanout(sizes: data.records.countries.map(\.phones.count), partitions: false),
            .countryStates: ListFanout(sizes: data.countries.map(\.states.count), partitions: true),
            .countrySubdivisions: ListFanout(sizes: data.countries.map(\.subdivisions.count), partitions: true),
            .languageCountries: ListFanout(sizes: data.languages.map(\.countries.count), partitions: false),
        ]
    }

    /// The fanout of a list field, or nil for a field that is not a list.
    func fanout(of resolver: FieldResolver) -> ListFanout? {
        fanouts[resolver]
    }

    /// `a + b`, saturating instead of overflowing.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : result
    }

    /// `a × b`, saturating instead of overflowing.
    static func product(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : result
    }
}
