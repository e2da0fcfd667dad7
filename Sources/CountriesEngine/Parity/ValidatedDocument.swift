import GraphQL

/// A parsed and validated document, as `GraphQLParity` answers it.
struct ValidatedDocument: @unchecked Sendable {
    // `Document` is an immutable AST that GraphQLSwift does not mark Sendable; it is never mutated after parsing.
    let document: Document
    /// The text it was parsed from, which execution's errors are located in.
    let text: DocumentText
}

/// The errors that made a document unusable, worded and placed as graphql-js's.
struct DocumentErrors: Error, @unchecked Sendable {
    // `GraphQLError` holds AST nodes that are not marked Sendable; they are never mutated.
    let errors: [GraphQLError]
}
