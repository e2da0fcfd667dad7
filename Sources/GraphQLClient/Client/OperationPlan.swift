import GraphQLSelectionModel
import JSONCore

/// A request understood well enough to use the cache: its operation's selections compiled for its variables.
struct OperationPlan: Sendable {
    /// The root selections, resolved for the request's variables.
    let selection: CompiledSelectionSet
    /// The key of the record the root selections live in.
    let rootKey: CacheKey

    /// A plan for `request`, a query, from its operation's `selections`; nil when its variables are not a JSON object.
    init?(request: GraphQLRequest, selections: OperationSelections, schema: CacheSchema) {
        guard case .object(let variables)? = try? JSONValue(parsing: request.variables) else { return nil }
        let context = SelectionContext(
            fragments: selections.fragments, variables: selections.variables(withDefaultsFor: variables.dictionary), schema: schema
        )
        selection = CompiledSelectionSet(selections.selectionSet, on: schema.queryType, context: context)
        rootKey = .queryRoot
    }
}
