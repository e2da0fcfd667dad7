/// Upper bounds on how many values a request can produce, from the static data.
///
/// A field selected under `m` parent objects produces `m` values, and a list field also produces its elements.
/// When the parents are known to be distinct objects, the elements are at most the sum of the `m` largest lists
/// of that field in the whole dataset, which keeps the bound of `countries { states { name } }` near the real
/// 3,590 states instead of 250 times the largest country's count. Otherwise it is `m` times the largest list.
struct ResultBound: Sendable {
    /// How large one list field's lists are across the dataset.
    struct Fanout: Sendable {
        /// `prefixSums[k]` is the sum of the `k` largest lists.
        let prefixSums: [Int]
        /// Whether distinct parents always have distinct elements (each element belongs to one parent).
        let partitions: Bool

        init(sizes: [Int], partitions: Bool) {
            var sums = [0]
            for size in sizes.sorted(by: >) { sums.append(sums[sums.count - 1] + size) }
            prefixSums = sums
            self.partitions = partitions
        }

        /// The most elements `parents` parent objects can have in all.
        func elements(parents: Int, distinct: Bool) -> Int {
            if distinct { return prefixSums[min(parents, prefixSums.count - 1)] }
            return ResultBound.product(parents, prefixSums.count > 1 ? prefixSums[1] : 0)
        }
    }

    private let fanouts: [FieldResolver: Fanout]

    init(_ data: EngineData) {
        fanouts = [
            .queryContinents: Fanout(sizes: [data.continents.count], partitions: true),
            .queryCountries: Fanout(sizes: [data.countries.count], partitions: true),
            .queryLanguages: Fanout(sizes: [data.languages.count], partitions: true),
            .continentCountries: Fanout(sizes: data.continents.map(\.countries.count), partitions: true),
            .countryCurrencies: Fanout(sizes: data.records.countries.map(\.currencies.count), partitions: false),
            .countryLanguages: Fanout(sizes: data.countries.map(\.languages.count), partitions: false),
            .countryPhones: Fanout(sizes: data.records.countries.map(\.phones.count), partitions: false),
            .countryStates: Fanout(sizes: data.countries.map(\.states.count), partitions: true),
            .countrySubdivisions: Fanout(sizes: data.countries.map(\.subdivisions.count), partitions: true),
            .languageCountries: Fanout(sizes: data.languages.map(\.countries.count), partitions: false),
        ]
    }

    /// The fanout of a list field, or nil for a field that is not a list.
    func fanout(of resolver: FieldResolver) -> Fanout? {
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
