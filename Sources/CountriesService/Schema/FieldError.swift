/// An error raised while resolving a field.
///
/// Not a `GraphQLError` on purpose: GraphQLSwift passes those through untouched, while any other error
/// is wrapped with the field's path and location, which is what clients need to see.
struct FieldError: Error, CustomStringConvertible {
    /// The message the client sees.
    let description: String

    /// Creates an error with a message.
    init(_ message: String) {
        description = message
    }
}
