import GraphQLClient
import GraphQLSelectionModel

/// The standard introspection query (as graphql-js's `getIntrospectionQuery` writes it), for downloading a schema.
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

    /// The document text.
    static let document = """
    query IntrospectionQuery {
      __schema {
        queryType { name }
        mutationType { name }
        subscriptionType { name }
        types { ...FullType }
        directives { name description locations args { ...InputValue } }
      }
    }

    fragment FullType on __Type {
      kind
      name
      description
      fields(includeDeprecated: true) {
        name
        description
        args { ...InputValue }
        type { ...TypeRef }
        isDeprecated
        deprecationReason
      }
      inputFields { ...InputValue }
      interfaces { ...TypeRef }
      enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
      possibleTypes { ...TypeRef }
    }

    fragment InputValue on __InputValue {
      name
      description
      type { ...TypeRef }
      defaultValue
    }

    fragment TypeRef on __Type {
      kind
      name
      ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }
    }
    """
}
