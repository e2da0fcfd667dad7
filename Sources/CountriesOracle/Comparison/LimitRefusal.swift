/// The engine's own limits (docs/engine.md and docs/limits.md), which graphql-js does
/// not have: a document the engine refuses by one of them is expected to differ, and is counted, not compared.
public enum LimitRefusal {
    /// Each limit's name and the words that begin (or are in) its refusal.
    static let phrases: [(name: String, phrase: String)] = [
        ("depth", "Query is nested "),
        ("result size", "Query result is too large"),
        ("regex", "Refused regex "),
        ("tokens", "Document has more than "),
        ("nesting", "Document nests "),
        ("field comparisons", "comparisons of fields to validate, the limit."),
        ("error count", " left out; fix the ones above first."),
    ]

    /// The name of the limit whose refusal is among `messages`, or nil.
    public static func limit(in messages: [String]) -> String? {
        for message in messages {
            if let found = phrases.first(where: { message.contains($0.phrase) }) { return found.name }
        }
        return nil
    }
}
