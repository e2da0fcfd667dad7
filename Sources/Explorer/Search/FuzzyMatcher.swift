/// Scores how well a query matches a prepared text, fzf-style: the query's characters must appear in order;
/// matches at the start and at word starts, and runs of consecutive characters, score higher; gaps cost.
enum FuzzyMatcher {
    /// Points for each matched character.
    static let matchScore = 16
    /// Extra points for a match at a word start.
    static let wordStartBonus = 8
    /// Extra points for a match at the very start.
    static let firstCharacterBonus = 12
    /// Extra points for a match right after the previous one.
    static let consecutiveBonus = 6
    /// Cost of the first skipped character in a gap, and of each further one.
    static let gapStartPenalty = 3
    static let gapExtensionPenalty = 1

    /// The best score and the matched original grapheme indices, or nil when the query is not a subsequence.
    ///
    /// Like fzf's v1 algorithm: find the first window that contains the query, shrink it from the right end
    /// backwards, then also try starting at each later word start, keeping the best-scoring alignment.
    static func match(_ query: [UInt32], in text: FoldedText) -> (score: Int, positions: [Int])? {
        guard !query.isEmpty else { return (0, []) }
        let scalars = text.scalars
        guard query.count <= scalars.count, let first = firstSubsequenceStart(query, in: scalars, from: 0) else { return nil }
        var best = alignment(query, in: text, from: first)
        var start = first + 1
        while start < scalars.count {
            // Only word starts that hold the query's first character can beat the first alignment.
            if text.startsWord[start], scalars[start] == query[0],
               let candidate = alignment(query, in: text, from: start), candidate.score > (best?.score ?? .min) {
                best = candidate
            }
            start += 1
        }
        guard let best else { return nil }
        return (best.score, best.positions)
    }

    private static func firstSubsequenceStart(_ query: [UInt32], in scalars: [UInt32], from start: Int) -> Int? {
        var queryIndex = 0
        var begin = -1
        var index = start
        while index < scalars.count, queryIndex < query.count {
            if scalars[index] == query[queryIndex] {
                if queryIndex == 0 { begin = index }
                queryIndex += 1
            }
            index += 1
        }
        return queryIndex == query.count ? begin : nil
    }

    /// The better of two greedy alignments from `start`: one that prefers word starts, one that takes the
    /// first occurrence of each character (which succeeds whenever a match exists).
    private static func alignment(_ query: [UInt32], in text: FoldedText, from start: Int) -> (score: Int, positions: [Int])? {
        let eager = greedyAlignment(query, in: text, from: start, preferWordStarts: true)
        let plain = greedyAlignment(query, in: text, from: start, preferWordStarts: false)
        guard let eager else { return plain }
        guard let plain else { return eager }
        return eager.score >= plain.score ? eager : plain
    }

    private static func greedyAlignment(
        _ query: [UInt32], in text: FoldedText, from start: Int, preferWordStarts: Bool
    ) -> (score: Int, positions: [Int])? {
        var score = 0
        var positions: [Int] = []
        positions.reserveCapacity(query.count)
        var index = start
        var previous = -1
        for (queryIndex, character) in query.enumerated() {
            guard let found = nextMatch(
                character, in: text, from: index, after: previous, isFirst: queryIndex == 0, preferWordStarts: preferWordStarts
            ) else { return nil }
            score += matchScore
            if found == 0 { score += firstCharacterBonus }
            if text.startsWord[found] { score += wordStartBonus }
            if previous >= 0 {
                if found == previous + 1 || (previous + 1..<found).allSatisfy({ text.isSeparator[$0] }) {
                    score += found == previous + 1 ? consecutiveBonus : consecutiveBonus / 2
                } else {
                    let skipped = (previous + 1..<found).filter { !text.isSeparator[$0] }.count
                    score -= gapStartPenalty + gapExtensionPenalty * max(0, skipped - 1)
                }
            }
            let grapheme = text.graphemeIndex[found]
            if positions.last != grapheme { positions.append(grapheme) }
            previous = found
            index = found + 1
        }
        return (score, positions)
    }

    /// The next occurrence of `character`, preferring the one right after `previous` or, failing that, a later
    /// word start over an earlier mid-word occurrence.
    private static func nextMatch(
        _ character: UInt32, in text: FoldedText, from index: Int, after previous: Int, isFirst: Bool, preferWordStarts: Bool
    ) -> Int? {
        let scalars = text.scalars
        var firstFound: Int?
        var position = index
        while position < scalars.count {
            if scalars[position] == character {
                if isFirst || !preferWordStarts || position == previous + 1 || text.startsWord[position] { return position }
                if firstFound == nil { firstFound = position }
            }
            position += 1
        }
        return firstFound
    }
}
