/// The first place where two JSON values differ, in document order.
struct JSONDifference {
    /// Where, with list indexes (`data.countries[3].name`).
    let path: String
    /// Where, without list indexes (`data.countries[].name`): the same place in every element.
    let pattern: String
    /// What differs there: a value, the keys, the length.
    let what: String
    /// Both values there, briefly.
    let values: String

    /// One line: where, what, and the two values (the engine's first).
    var detail: String { "\(path): \(what): \(values)" }

    /// The first difference between the engine's `ours` and graphql-js's `theirs`, or nil when they are equal.
    static func first(_ ours: OrderedJSON, _ theirs: OrderedJSON, at path: String, pattern: String? = nil) -> JSONDifference? {
        let pattern = pattern ?? path
        switch (ours, theirs) {
        case (.object(let our), .object(let their)):
            if our.map(\.key) != their.map(\.key) {
                return JSONDifference(
                    path: path, pattern: pattern, what: "keys",
                    values: "\(our.map(\.key)) against \(their.map(\.key))"
                )
            }
            for (mine, other) in zip(our, their) {
                let key = "\(pattern).\(generalized(mine.key))"
                if let found = first(mine.value, other.value, at: "\(path).\(mine.key)", pattern: key) {
                    return found
                }
            }
            return nil
        case (.array(let our), .array(let their)):
            for (index, (mine, other)) in zip(our, their).enumerated() {
                if let found = first(mine, other, at: "\(path)[\(index)]", pattern: "\(pattern)[]") { return found }
            }
            guard our.count == their.count else {
                return JSONDifference(path: path, pattern: pattern, what: "length", values: "\(our.count) against \(their.count)")
            }
            return nil
        default:
            guard ours != theirs else { return nil }
            return JSONDifference(path: path, pattern: pattern, what: "value", values: "\(brief(ours)) against \(brief(theirs))")
        }
    }

    /// A key with a generated alias's number left out (`a12` → `a…`), so that one place in every document
    /// generated has one pattern.
    private static func generalized(_ key: String) -> String {
        guard let firstDigit = key.firstIndex(where: \.isNumber), key[firstDigit...].allSatisfy(\.isNumber),
              ["a", "t", "bad"].contains(String(key[..<firstDigit]))
        else { return key }
        return key[..<firstDigit] + "…"
    }

    private static func brief(_ value: OrderedJSON) -> String {
        let text = value.description
        return text.count > 120 ? String(text.prefix(119)) + "…" : text
    }
}
