import JSONCore

/// A check an untyped answer's data must pass before it is stored or shown, so that `fetchJSON` holds ad-hoc
/// replies to the same standard as typed ones.
public struct DataCheck: Sendable {
    /// Throws why a raw answer's data fails the check.
    let check: @Sendable (RawResponse) throws(GraphQLClientError) -> Void

    /// The data must pass `problem`, which names what is wrong (such as `expected String at data.country.name`)
    /// or returns nil; `subject` says what it was held against (`the document`).
    public static func matches(_ subject: String, problem: @escaping @Sendable (JSONValue) -> String?) -> DataCheck {
        DataCheck { raw throws(GraphQLClientError) in
            guard let data = raw.data, let problem = problem(data) else { return }
            throw .malformedResponse("the data does not match \(subject): \(problem)")
        }
    }
}
