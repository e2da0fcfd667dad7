import GraphQL

/// graphql-js's suggestions for an unknown type, from GraphQLSwift's error: GraphQLSwift suggests among its own
/// type map (which holds every specified scalar) with its own distance, where graphql-js suggests among the types
/// its schema holds (`typeNames`), with `Suggestions`' distance.
struct UnknownTypeWording {
    /// The names of the types graphql-js's schema holds.
    let typeNames: [String]

    /// `error` with graphql-js's suggestions when it is about an unknown type; otherwise `error`.
    func reworded(_ error: GraphQLError) -> GraphQLError {
        let prefix = "Unknown type \""
        guard error.message.hasPrefix(prefix),
              let nameEnd = error.message.range(of: "\".", range: error.message.index(error.message.startIndex, offsetBy: prefix.count)..<error.message.endIndex)
        else { return error }
        let name = String(error.message[error.message.index(error.message.startIndex, offsetBy: prefix.count)..<nameEnd.lowerBound])
        return GraphQLError(message: "Unknown type \"\(name)\"." + Suggestions.didYouMean(name, among: typeNames), nodes: error.nodes)
    }
}
