/// The standard introspection query: graphql-js 16's `getIntrospectionQuery` with descriptions, `specifiedByURL`,
/// `isRepeatable` and the schema's description on, verbatim. It is the largest document tools commonly send, so
/// the service's limits let it run (a test holds them to it), and `country-explorer schema download` sends it.
/// (Its `inputValueDeprecation` option is left off: GraphQLSwift 4.3.0 answers `__InputValue.isDeprecated`
/// with null.)
public enum StandardIntrospection {
    /// The document's text, operation `IntrospectionQuery`.
    public static let document = """
        query IntrospectionQuery {
          __schema {
            description
            queryType { name }
            mutationType { name }
            subscriptionType { name }
            types {
              ...FullType
            }
            directives {
              name
              description
              isRepeatable
              locations
              args {
                ...InputValue
              }
            }
          }
        }

        fragment FullType on __Type {
          kind
          name
          description
          specifiedByURL
          fields(includeDeprecated: true) {
            name
            description
            args {
              ...InputValue
            }
            type {
              ...TypeRef
            }
            isDeprecated
            deprecationReason
          }
          inputFields {
            ...InputValue
          }
          interfaces {
            ...TypeRef
          }
          enumValues(includeDeprecated: true) {
            name
            description
            isDeprecated
            deprecationReason
          }
          possibleTypes {
            ...TypeRef
          }
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
          ofType {
            kind
            name
            ofType {
              kind
              name
              ofType {
                kind
                name
                ofType {
                  kind
                  name
                  ofType {
                    kind
                    name
                    ofType {
                      kind
                      name
                      ofType {
                        kind
                        name
                      }
                    }
                  }
                }
              }
            }
          }
        }
          
        """
}
