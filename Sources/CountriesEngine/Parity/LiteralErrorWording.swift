import GraphQL

/// graphql-js's words for a literal that does not fit its type, from GraphQLSwift's: GraphQLSwift's scalars say
/// `non-string` and `non-boolean` where graphql-js 16 says `non string` and `non boolean`, and quote the value as
/// its own printer lays it out (`{ eq: "JP" }`, `{  }`) where graphql-js prints `{eq: "JP"}` and `{}`.
enum LiteralErrorWording {
    /// `error` in graphql-js's words when it is about a literal value; otherwise `error` itself.
    static func reworded(_ error: GraphQLError) -> GraphQLError {
        guard let value = error.nodes.first as? any Value else { return error }
        let printed = ValuePrinting.print(value)
        for (ours, reference) in scalarWordings where error.message.hasPrefix(ours) {
            return GraphQLError(message: reference + printed, nodes: error.nodes)
        }
        if error.message.hasPrefix("Expected value of type "), let found = error.message.range(of: ", found ") {
            return GraphQLError(message: error.message[..<found.upperBound] + printed + ".", nodes: error.nodes)
        }
        return error
    }

    /// GraphQLSwift's beginning of each built-in scalar's literal error, and graphql-js 16's.
    private static let scalarWordings = [
        ("String cannot represent a non-string value: ", "String cannot represent a non string value: "),
        ("Boolean cannot represent a non-boolean value: ", "Boolean cannot represent a non boolean value: "),
        ("ID cannot represent a non-string and non-integer value: ", "ID cannot represent a non-string and non-integer value: "),
        ("Int cannot represent non-integer value: ", "Int cannot represent non-integer value: "),
        ("Float cannot represent non-numeric value: ", "Float cannot represent non numeric value: "),
    ]
}
