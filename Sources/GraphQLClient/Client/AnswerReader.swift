import JSONCore

/// How a request's answers become what its caller gets, before anything is stored or delivered: the generated
/// type's decoding for typed operations, JSON for ad-hoc requests, checked when asked (`DataCheck`).
///
/// A reply that does not read is a `malformedResponse` naming the field; without data, its errors are the failure.
struct AnswerReader<Element: Sendable>: Sendable {
    /// Reads one raw answer.
    let read: @Sendable (RawResponse) throws(GraphQLClientError) -> GraphQLResponse<Element>

    /// Answers decoded into `Operation.Data`.
    static func typed<Operation: GraphQLOperation>(_ operation: Operation.Type) -> AnswerReader<Element>
    where Operation.Data == Element {
        AnswerReader { raw throws(GraphQLClientError) in
            try ResponseDecoding.typed(Operation.Data.self, from: raw, operationName: Operation.operationName)
        }
    }
}

extension AnswerReader where Element == JSONValue {
    /// Answers as JSON; with `check`, only JSON that passes it.
    static func json(operationName: String?, checking check: DataCheck?) -> AnswerReader<JSONValue> {
        AnswerReader { raw throws(GraphQLClientError) in
            if raw.data != nil { try check?.check(raw) }
            return try ResponseDecoding.typed(JSONValue.self, from: raw, operationName: operationName)
        }
    }
}
