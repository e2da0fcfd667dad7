/// A `regex` filter's pattern, read as the public Countries API reads it (JavaScript's `new RegExp(pattern)`, no
/// flags, tested against the value) and run in time linear in the pattern and the value.
///
/// The public API is a drop-in target, so the syntax is JavaScript's; the matcher is a Pike VM rather than a
/// backtracking engine, so no pattern can stall a request. Patterns outside the supported subset are refused.
struct JSRegex: Sendable {
    /// The longest pattern accepted, in characters.
    static let maxLength = 100

    /// The compiled pattern.
    private let program: JSRegexProgram

    /// Parses and compiles `pattern`, or says why it is refused.
    init(_ pattern: String) throws(JSRegexRefusal) {
        guard pattern.count <= Self.maxLength else {
            throw JSRegexRefusal("it is longer than \(Self.maxLength) characters")
        }
        program = try JSRegexProgram(JSRegexParser.parse(pattern))
    }

    /// Whether the pattern matches anywhere in `text` (`RegExp.prototype.test`).
    func matches(_ text: String) -> Bool {
        PikeVM(program).matches(text)
    }
}
