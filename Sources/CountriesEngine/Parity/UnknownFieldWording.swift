import GraphQL

/// graphql-js's suggestions for an unknown field, from GraphQLSwift's error: GraphQLSwift measures the distance
/// between names otherwise (it suggests `enumValues` for `defaultValue` and misses `code` for `phone`), and counts
/// `__Type.isOneOf`, which graphql-js 16.6 does not define.
struct UnknownFieldWording {
    let schema: GraphQLSchema

    /// `error` with graphql-js's suggestions when it is about an unknown field of an object type; otherwise `error`.
    func reworded(_ error: GraphQLError) -> GraphQLError {
        let prefix = "Cannot query field \""
        guard error.message.hasPrefix(prefix),
              let nameEnd = error.message.range(of: "\" on type \""),
              let typeEnd = error.message.range(of: "\".", range: nameEnd.upperBound..<error.message.endIndex)
        else { return error }
        let field = String(error.message[error.message.index(error.message.startIndex, offsetBy: prefix.count)..<nameEnd.lowerBound])
        let typeName = String(error.message[nameEnd.upperBound..<typeEnd.lowerBound])
        guard let type = schema.getType(name: typeName) as? GraphQLObjectType, let fields = try? type.fields() else { return error }
        let names = IntrospectionSchema.introspectionFieldOrder[typeName] ?? Array(fields.keys)
        let message = "Cannot query field \"\(field)\" on type \"\(typeName)\"." + Suggestions.didYouMean(field, among: names)
        return GraphQLError(message: message, nodes: error.nodes)
    }
}
