/// The standard introspection query (as graphql-js's `getIntrospectionQuery` writes it), for downloading a schema.
public struct IntrospectionQuery: GraphQLQuery {
    /// The decoded result.
    public typealias Data = IntrospectionResult

    /// Creates the query.
    public init() {}

    /// It has no variables.
    public var variables: NoVariables { NoVariables() }

    /// The operation's name.
    public static let operationName = "IntrospectionQuery"

    /// The document text.
    public static let document = """
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
