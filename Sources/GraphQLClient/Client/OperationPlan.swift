/// A request understood well enough to use the cache: its operation's selections compiled for its variables.
struct OperationPlan: Sendable {
    /// The root selections, resolved for the request's variables.
    let selection: CompiledSelectionSet
    /// The key of the record the root selections live in.
    let rootKey: CacheKey

    /// A plan for `request` against a parsed `document`; nil when the request names no query in it or its
    /// variables are not a JSON object.
    init?(request: GraphQLRequest, document: ExecutableDocument, schema: CacheSchema) {
        guard let operation = document.operation(named: request.operationName), operation.kind == .query,
              case .object(var variables)? = try? JSONValue(parsing: request.variables)
        else { return nil }
        let defaults = SelectionContext(fragments: [:], variables: [:], schema: schema)
        for definition in operation.variables where variables[definition.name] == nil {
            if let defaultValue = definition.defaultValue { variables[definition.name] = defaults.resolve(defaultValue) }
        }
        let context = SelectionContext(fragments: document.fragments, variables: variables, schema: schema)
        selection = CompiledSelectionSet(operation.selectionSet, on: schema.queryType, context: context)
        rootKey = .queryRoot
    }
}
