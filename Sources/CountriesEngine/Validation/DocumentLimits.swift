import GraphQL

/// Bounds on a request's document, enforced before and while it is parsed and validated; docs/limits.md lists them.
struct DocumentLimits: Sendable, Equatable {
    /// The most tokens a document may have. The standard introspection query has about 170.
    var maxTokens = 2_000
    /// The deepest `{`, `[` and `(` may nest, counted together. The standard introspection query reaches 8.
    var maxNesting = 32
    /// The deepest lists and input objects may nest inside arguments and default values; the schema's
    /// deepest input, a filter's `in` list, reaches 3.
    var maxValueNesting = 8
    /// The most comparisons of two fields under one response name that validating a document may make (fields
    /// written alike are compared once): 141 fields written differently under one name need 9,870.
    var maxFieldComparisons = 10_000
    /// The most errors a refused document reports; one more error says how many were left out.
    var maxErrors = 20

    /// At most `maxErrors` of `errors`, followed by one saying how many more there were: "at least", because the
    /// search for conflicting fields stops once it has found more than can be shown.
    func capped(_ errors: [GraphQLError]) -> [GraphQLError] {
        guard errors.count > maxErrors else { return errors }
        let omitted = errors.count - maxErrors
        return errors.prefix(maxErrors) + [
            GraphQLError(message: "At least \(omitted) more error\(omitted == 1 ? "" : "s") left out; fix the ones above first."),
        ]
    }
}
