/// The optimal string alignment distance (Levenshtein with adjacent transpositions), for misspellings that
/// fuzzy matching cannot find: `phillipines` is 2 from `philippines`, `swizterland` 1 from `switzerland`.
enum EditDistance {
    /// The most edits a query of `length` folded letters may be away from a field: none below 4 letters, where
    /// everything is near everything, 1 up to 7 letters, 2 beyond.
    static func allowed(forLength length: Int) -> Int {
        switch length {
        case ..<4: 0
        case ..<8: 1
        default: 2
        }
    }

    /// The distance between `query` and `text`'s folded scalars if it is at most `limit`, else nil.
    static func distance(_ query: [UInt32], _ text: PreparedText, limit: Int) -> Int? {
        let target = text.slots
        guard limit > 0, abs(query.count - target.count) <= limit else { return nil }
        let width = target.count + 1
        var before = [Int](repeating: 0, count: width)
        var previous = Array(0..<width)
        var current = [Int](repeating: 0, count: width)
        for row in 1...query.count {
            current[0] = row
            var rowBest = row
            for column in 1..<width {
                let cost = query[row - 1] == target[column - 1].scalar ? 0 : 1
                var value = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
                if row > 1, column > 1, query[row - 1] == target[column - 2].scalar, query[row - 2] == target[column - 1].scalar {
                    value = min(value, before[column - 2] + 1)
                }
                current[column] = value
                rowBest = min(rowBest, value)
            }
            // Every later row is at least this row's best: give up once it exceeds the limit.
            if rowBest > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        let distance = previous[width - 1]
        return distance <= limit ? distance : nil
    }
}
