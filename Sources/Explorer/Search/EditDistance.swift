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

    /// The distance between `query` and `text`'s folded scalars if it is at most `limit`, else nil. `queryMask` is
    /// the query's bits (`PreparedText.bit(of:)`), for a bound that rejects most texts without the matrix.
    static func distance(_ query: [UInt32], queryMask: UInt64, _ text: PreparedText, limit: Int) -> Int? {
        guard limit > 0, abs(query.count - text.count) <= limit else { return nil }
        // A scalar class (a mask bit) that only one side has needs an edit of its own: a substitution or an
        // insertion or deletion fixes one position, and a transposition adds or removes no scalar.
        let missing = max((queryMask & ~text.mask).nonzeroBitCount, (text.mask & ~queryMask).nonzeroBitCount)
        guard missing <= limit else { return nil }
        let target = text.slots
        let width = target.count + 1
        // Three rows on the stack: this runs for thousands of fields on every keystroke.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            var before = UnsafeMutableBufferPointer(rebasing: rows[0..<width])
            var previous = UnsafeMutableBufferPointer(rebasing: rows[width..<(2 * width)])
            var current = UnsafeMutableBufferPointer(rebasing: rows[(2 * width)...])
            for column in 0..<width { previous[column] = column }
            for row in 1...query.count {
                current[0] = row
                var rowBest = row
                for column in 1..<width {
                    let cost = query[row - 1] == target[column - 1].scalar ? 0 : 1
                    var value = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
                    if row > 1, column > 1, query[row - 1] == target[column - 2].scalar,
                       query[row - 2] == target[column - 1].scalar {
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
}
