/// graphql-js's `suggestionList` and `didYouMean`, for the rules of ours that suggest names (GraphQLSwift keeps
/// its own copies internal): names within a third or so of edits of the input, nearest first.
enum Suggestions {
    /// ` Did you mean "a", "b", or "c"?` for the names of `options` near `input`, or an empty text.
    static func didYouMean(_ input: String, among options: [String]) -> String {
        let suggestions = list(input, among: options).map { "\"\($0)\"" }
        switch suggestions.count {
        case 0: return ""
        case 1: return " Did you mean \(suggestions[0])?"
        case 2: return " Did you mean \(suggestions[0]) or \(suggestions[1])?"
        default:
            let selected = suggestions.prefix(5)
            return " Did you mean \(selected.dropLast().joined(separator: ", ")), or \(selected.last ?? "")?"
        }
    }

    /// The options within `floor(0.4 × length) + 1` edits of `input` (a change of case alone is one edit; a
    /// transposition is one), nearest first, then in natural order.
    static func list(_ input: String, among options: [String]) -> [String] {
        let threshold = input.utf16.count * 2 / 5 + 1
        let distances = options.compactMap { option in distance(input, option, threshold: threshold).map { (option, $0) } }
        return distances.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : naturallyOrdered($0.0, $1.0) }.map(\.0)
    }

    /// The Damerau–Levenshtein distance (adjacent transpositions) between the lowercased texts, nil past
    /// `threshold`.
    private static func distance(_ input: String, _ option: String, threshold: Int) -> Int? {
        if input == option { return 0 }
        var a = Array(option.lowercased().utf16)
        var b = Array(input.lowercased().utf16)
        if a == b { return 1 }
        if a.count < b.count { swap(&a, &b) }
        if a.count - b.count > threshold { return nil }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: 3)
        for j in 0...b.count { rows[0][j] = j }
        guard !a.isEmpty else { return b.count <= threshold ? b.count : nil }
        for i in 1...a.count {
            rows[i % 3][0] = i
            var smallest = i
            if !b.isEmpty {
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var cell = min(rows[(i - 1) % 3][j] + 1, rows[i % 3][j - 1] + 1, rows[(i - 1) % 3][j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        cell = min(cell, rows[(i - 2) % 3][j - 2] + 1)
                    }
                    smallest = min(smallest, cell)
                    rows[i % 3][j] = cell
                }
            }
            if smallest > threshold { return nil }
        }
        let distance = rows[a.count % 3][b.count]
        return distance <= threshold ? distance : nil
    }

    /// graphql-js's `naturalCompare`: runs of digits compare as numbers.
    private static func naturallyOrdered(_ left: String, _ right: String) -> Bool {
        let a = Array(left.utf16)
        let b = Array(right.utf16)
        var i = 0
        var j = 0
        func isDigit(_ unit: UInt16) -> Bool { (48...57).contains(unit) }
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                var x = 0
                repeat { x = x * 10 + Int(a[i]) - 48; i += 1 } while i < a.count && isDigit(a[i]) && x > 0
                var y = 0
                repeat { y = y * 10 + Int(b[j]) - 48; j += 1 } while j < b.count && isDigit(b[j]) && y > 0
                if x != y { return x < y }
            } else {
                if a[i] != b[j] { return a[i] < b[j] }
                i += 1
                j += 1
            }
        }
        return a.count < b.count
    }
}
