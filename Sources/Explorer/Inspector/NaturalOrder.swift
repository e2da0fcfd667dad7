/// Text in the order people count in: runs of ASCII digits compare by their value, so that `Country:JP.states.2`
/// comes before `Country:JP.states.10`; the rest compares as Swift compares strings.
enum NaturalOrder {
    /// Whether `left` comes before `right`.
    static func precedes(_ left: String, _ right: String) -> Bool {
        var lefts = runs(left).makeIterator(), rights = runs(right).makeIterator()
        while true {
            switch (lefts.next(), rights.next()) {
            case (nil, nil): return false
            case (nil, _): return true
            case (_, nil): return false
            case (let l?, let r?):
                if let order = compare(l, r) { return order }
            }
        }
    }

    /// Whether run `l` comes before run `r`; nil when they are equal.
    private static func compare(_ l: Substring, _ r: Substring) -> Bool? {
        if isDigits(l), isDigits(r) {
            // By value: without leading zeros, the shorter number is the smaller; ties by the digits, then by the zeros.
            let lv = l.drop { $0 == "0" }, rv = r.drop { $0 == "0" }
            if lv.count != rv.count { return lv.count < rv.count }
            if lv != rv { return lv < rv }
            return l.count == r.count ? nil : l.count < r.count
        }
        return l == r ? nil : l < r
    }

    /// `states.10` as `states.`, `10`: runs of digits and of other characters.
    private static func runs(_ text: String) -> [Substring] {
        var runs: [Substring] = []
        var start = text.startIndex
        for index in text.indices.dropFirst() where isDigit(text[index]) != isDigit(text[text.index(before: index)]) {
            runs.append(text[start..<index])
            start = index
        }
        if start < text.endIndex { runs.append(text[start...]) }
        return runs
    }

    private static func isDigits(_ run: Substring) -> Bool {
        run.first.map(isDigit) ?? false
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
