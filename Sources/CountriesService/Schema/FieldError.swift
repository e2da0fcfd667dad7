import GraphQL

/// An error raised while resolving a field: it replaces the field's value.
///
/// Not a `GraphQLError` on purpose: GraphQLSwift passes those through untouched, while any other error
/// is wrapped with the field's path and location, which is what clients need to see.
struct FieldError: Error, CustomStringConvertible {
    /// The message the client sees.
    let description: String
    /// Where in the document the error points (an argument's value, a directive's); nil for the field's own nodes.
    let locations: [SourceLocation]?

    /// An error located at the field.
    init(_ message: String) {
        description = message
        locations = nil
    }

    /// An error located at `node`, as graphql-js locates an argument's coercion error at its value.
    init(_ message: String, at node: any Node) {
        description = message
        locations = node.loc.map { [SourceLines($0.source.body).location(of: $0.start)] }
    }

}
