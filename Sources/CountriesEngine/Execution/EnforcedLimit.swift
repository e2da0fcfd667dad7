/// One bound the service enforces, named as the limits table of docs/limits.md names it.
public struct EnforcedLimit: Sendable, Equatable {
    /// The row's name in docs/limits.md's table.
    public let name: String
    /// Its value, in the unit the table gives (a count, bytes, characters).
    public let value: Int

    /// A named bound.
    public init(_ name: String, _ value: Int) {
        self.name = name
        self.value = value
    }
}

extension CountriesEngine {
    /// Every bound this service enforces on a request and on its own memory, with its value.
    public var enforcedLimits: [EnforcedLimit] {
        let document = DocumentLimits()
        return [
            EnforcedLimit("Tokens in a document", document.maxTokens),
            EnforcedLimit("Nesting of brackets", document.maxNesting),
            EnforcedLimit("Nesting of values", document.maxValueNesting),
            EnforcedLimit("Errors in a refused document", document.maxErrors),
            EnforcedLimit("Comparisons of fields", document.maxFieldComparisons),
            EnforcedLimit("Field depth", limits.maxDepth),
            EnforcedLimit("Result values", limits.maxResultValues),
            EnforcedLimit("Regex length", JSRegex.maxLength),
            EnforcedLimit("Regex program", JSRegexProgram.maxInstructions),
            EnforcedLimit("Cached documents", documents.capacity),
            EnforcedLimit("Cached documents' bytes", documents.maxBytes),
            EnforcedLimit("Cached plans", plans.capacity),
            EnforcedLimit("Cached plans' bytes", plans.maxBytes),
            EnforcedLimit("Remembered responses", ResponseMemo.capacity),
            EnforcedLimit("Remembered responses' bytes", ResponseMemo.maxBytes),
        ]
    }
}
