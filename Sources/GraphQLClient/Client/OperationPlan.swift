/// A request understood well enough to use the cache: its parsed operation, fragments and variables.
struct OperationPlan: Sendable {
    /// The operation the request runs.
    let operation: OperationDefinition
    /// What walking its selections needs.
    let context: SelectionContext

    /// The key and type of the record its root selections live in; nil for operations the cache does not hold.
    var root: (key: CacheKey, type: String)? {
        operation.kind == .query ? (.queryRoot, context.schema.queryType) : nil
    }

    /// A plan for `request` against a parsed `document`; nil when the request names no operation in it
    /// or its variables are not a JSON object.
    init?(request: GraphQLRequest, document: ExecutableDocument, schema: CacheSchema) {
        guard let operation = document.operation(named: request.operationName),
              case .object(var variables)? = try? JSONValue(parsing: request.variables)
        else { return nil }
        for definition in operation.variables where variables[definition.name] == nil {
            if let defaultValue = definition.defaultValue {
                let defaults = SelectionContext(fragments: [:], variables: [:], schema: schema)
                variables[definition.name] = defaults.resolve(defaultValue)
            }
        }
        self.operation = operation
        context = SelectionContext(fragments: document.fragments, variables: variables, schema: schema)
    }
}
