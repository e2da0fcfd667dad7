/// A request the engine and graphql-js answered differently, with both answers.
public struct Disagreement: Sendable {
    /// What differs.
    public enum Kind: String, Sendable {
        /// One executed the request and the other refused it (a request error: no `data`).
        case outcome
        /// `data` differs: a value, a key, the order of keys or the length of a list.
        case data
        /// The number of errors differs.
        case errorCount = "error count"
        /// The same errors (by path and locations), in another order.
        case errorOrder = "error order"
        /// An error's `path` differs.
        case errorPath = "error path"
        /// An error's `locations` differ.
        case errorLocations = "error locations"
        /// An answer is not a response at all (not JSON, or the runner failed).
        case malformed
    }

    /// The request.
    public let request: GeneratedRequest
    /// What differs.
    public let kind: Kind
    /// Where and how, in one line (`data.country.name: "Japon" against "Japan"`).
    public let detail: String
    /// The class of the disagreement: its kind, where it is with list indexes left out, and the shapes of the
    /// messages involved; disagreements of one class usually have one cause.
    public let signature: String
    /// The engine's response body.
    public let engine: String
    /// graphql-js's response body.
    public let reference: String

    /// The request and both answers, for a reader; an answer longer than 4,000 characters is cut.
    public var printed: String {
        """
        [\(kind.rawValue)] \(detail)
        --- request
        \(request.printed)
        --- engine
        \(Self.cut(engine))
        --- graphql-js
        \(Self.cut(reference))
        """
    }

    private static func cut(_ answer: String) -> String {
        guard answer.count > 4_000 else { return answer }
        return answer.prefix(4_000) + "… (\(answer.count - 4_000) more characters)"
    }
}

/// How one request's answers compare.
public enum Verdict: Sendable {
    /// Same `data`, and errors at the same paths and locations.
    case agree(Agreement)
    /// The engine refused the request by one of its own limits (named), which graphql-js does not have.
    case refusedByLimit(String)
    /// They differ.
    case disagree(Disagreement)
}

/// What two answers that agree hold.
public enum Agreement: Sendable {
    /// Data without errors.
    case data
    /// Data with field errors.
    case fieldErrors
    /// No data: both refused the request (syntax, validation, variables, operation name).
    case requestErrors
}
