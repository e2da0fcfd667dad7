/// How a request's answers become what its caller gets, before anything is stored or delivered: the generated
/// type's decoding for typed operations, plain JSON for ad-hoc requests, or JSON that must also decode as an
/// operation's type.
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
    /// Answers as JSON; with `operation`, only JSON that also decodes into that operation's `Data`.
    static func json(operationName: String?, checkedAs operation: (any GraphQLOperation.Type)?) -> AnswerReader<JSONValue> {
        AnswerReader { raw throws(GraphQLClientError) in
            if let operation { try check(raw, decodesAs: operation) }
            return try ResponseDecoding.typed(JSONValue.self, from: raw, operationName: operationName)
        }
    }

    private static func check<Operation: GraphQLOperation>(_ raw: RawResponse, decodesAs operation: Operation.Type) throws(GraphQLClientError) {
        _ = try ResponseDecoding.typed(Operation.Data.self, from: raw, operationName: Operation.operationName)
    }
}
