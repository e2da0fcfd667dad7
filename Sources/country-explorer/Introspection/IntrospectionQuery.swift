import CountriesEngine
import GraphQLClient
import GraphQLSelectionModel

/// The standard introspection query (graphql-js's `getIntrospectionQuery`), for downloading a schema.
struct IntrospectionQuery: GraphQLQuery {
    /// The decoded result.
    typealias Data = IntrospectionResult

    /// Creates the query.
    init() {}

    /// It has no variables.
    var variables: NoVariables { NoVariables() }

    /// It is never cached.
    static let selections: OperationSelections? = nil

    /// The operation's name.
    static let operationName = "IntrospectionQuery"

    /// The document text: the standard introspection query, the one the service is held to answering.
    static let document = StandardIntrospection.document
}
