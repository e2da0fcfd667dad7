import CountriesEngine
import GraphQL
import GraphQLClient
import GraphQLSelectionModel
import SelectionsFromSyntax
import JSONCore

/// A `--document` parsed by GraphQLSwift, and the operation of it that runs.
struct ParsedDocument {
    /// The whole document, for its fragments.
    let document: Document
    /// The operation `--operation-name` names, or the only one.
    let operation: GraphQL.OperationDefinition
    /// The operation's selections, which let the cache hold its answers; nil unless it is a query.
    let selections: OperationSelections?

    /// Parses `text`; nil when it does not parse, names no single operation, or is beyond what GraphQLSwift's
    /// recursive parser can take (the server then says what is wrong).
    init?(text: String, operationName: String?) {
        guard CountriesEngine.parsingRefusal(of: text) == nil, let document = try? GraphQL.parse(source: text),
              let operation = SelectionTranslation.operation(named: operationName, in: document)
        else { return nil }
        self.document = document
        self.operation = operation
        selections = SelectionTranslation.selections(of: operation, in: document)
    }

    /// A query reads; anything else is sent as a write (never by GET, never retried).
    var operationType: GraphQLOperationType {
        operation.operation == .query ? .query : .mutation
    }

    /// What a reply's `data` must match, typed by `schema`; nil unless it is a query.
    func replyShape(variables: [String: JSONValue], schema: GraphQLSchema) -> ReplyShape? {
        selections.flatMap { ReplyShape.of($0, variables: variables, schema: schema) }
    }
}
