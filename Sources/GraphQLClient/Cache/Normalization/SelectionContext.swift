import Foundation
import GraphQLSelectionModel
import JSONCore

/// What walking an operation's selections needs besides the data: the fields that apply to each type (its
/// fragments and variables resolved by a `FieldCollector` that consults the schema) and the keys fields are
/// stored under.
struct SelectionContext: Sendable {
    /// Collects fields for the operation's fragments and the request's variables.
    let collector: FieldCollector
    /// The schema's composite fields and identities.
    let schema: CacheSchema

    /// A context for an operation's `fragments` and a request's `variables` (defaults applied).
    init(fragments: [String: FragmentSelections], variables: [String: JSONValue], schema: CacheSchema) {
        collector = FieldCollector(fragments: fragments, variables: variables) { typeName, condition in
            schema.type(typeName, satisfies: condition)
        }
        self.schema = schema
    }

    /// The key a field is stored under: its name, with its arguments when it has any (`name(lang:"fr")`).
    func fieldKey(_ field: FieldSelection) -> String {
        guard !field.arguments.isEmpty else { return field.name }
        let arguments = field.arguments
            .compactMap { argument in collector.resolve(argument.value).map { (argument.name, $0) } }
            .sorted { $0.0 < $1.0 }
        guard !arguments.isEmpty else { return field.name }
        let rendered = arguments.map { name, value in "\(name):\(String(decoding: value.jsonData, as: UTF8.self))" }
        return "\(field.name)(\(rendered.joined(separator: ",")))"
    }
}
