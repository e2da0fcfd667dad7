import GraphQL

/// An error raised while resolving a field: it replaces the field's value.
///
/// Not a `GraphQLError` on purpose: GraphQLSwift passes those through untouched, while any other error
/// is wrapped with the field's path and location, which is what clients need to see.
struct FieldError: Error, CustomStringConvertible {
    /// The message the client sees.
    let description: String
    /// Where in the document the error points, as byte offsets (an argument's value, a directive's); nil for the
    /// field's own nodes.
    let offsets: [Int]?

    /// An error located at the field.
    init(_ message: String) {
        description = message
        offsets = nil
    }

    /// An error located at `node`, as graphql-js locates an argument's coercion error at its value.
    init(_ message: String, at node: any Node) {
        description = message
        offsets = node.loc.map { [$0.start] }
    }

    /// Where the error points, in the lines of the request's own text: the document GraphQLSwift parsed may be a
    /// copy of it written otherwise in places (see `GraphQLParity`), so its nodes' source is not used.
    func locations(in lines: SourceLines) -> [SourceLocation]? {
        offsets.map { $0.map(lines.location(of:)) }
    }

}
