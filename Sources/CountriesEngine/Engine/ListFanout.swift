/// How large one list field's lists are across the dataset: what the result bound charges for the field's
/// elements, and what the oracle's generator follows so that its documents stay within that bound.
public struct ListFanout: Sendable {
    /// `prefixSums[k]` is the sum of the `k` largest lists.
    private let prefixSums: [Int]
    /// Whether distinct parents always have distinct elements (each element belongs to one parent).
    public let partitions: Bool

    init(sizes: [Int], partitions: Bool) {
        var sums = [0]
        for size in sizes.sorted(by: >) { sums.append(sums[sums.count - 1] + size) }
        prefixSums = sums
        self.partitions = partitions
    }

    /// The most elements `parents` parent objects can have in all; `distinct` when they are known to be distinct.
    public func elements(parents: Int, distinct: Bool) -> Int {
        if distinct { return prefixSums[min(parents, prefixSums.count - 1)] }
        return ResultBound.product(parents, prefixSums.count > 1 ? prefixSums[1] : 0)
    }

    /// The fanout of each list field of the schema over `dataset`, by coordinate (`Country.states`).
    public static func byCoordinate(over dataset: CountriesDataset) -> [String: ListFanout] {
        let bound = ResultBound(EngineData(dataset))
        var fanouts: [String: ListFanout] = [:]
        for (typeName, fields) in FieldResolver.table {
            for (fieldName, resolver) in fields { fanouts["\(typeName).\(fieldName)"] = bound.fanout(of: resolver) }
        }
        return fanouts
    }
}
