import GraphQL

/// The schema's fields by name, read once: a schema built from SDL rebuilds a type's whole field map on every
/// call to `fields()`, which made each compiled field and each coerced input object pay for it.
final class SchemaIndex: @unchecked Sendable {
    // Immutable after init; GraphQLSwift's field and type objects are not mutated once the schema is built.
    private let objectFields: [String: [String: GraphQLField]]
    private let inputFields: [String: [(name: String, field: InputObjectField)]]

    /// Reads every object and input object type of `schema`.
    init(_ schema: GraphQLSchema) {
        var objectFields: [String: [String: GraphQLField]] = [:]
        var inputFields: [String: [(name: String, field: InputObjectField)]] = [:]
        for type in schema.typeMap.values {
            if let object = type as? GraphQLObjectType, let fields = try? object.fields() {
                objectFields[object.name] = Dictionary(fields.map { ($0.key, $0.value) }) { first, _ in first }
            } else if let input = type as? GraphQLInputObjectType, let fields = try? input.fields() {
                inputFields[input.name] = fields.map { (name: $0.key, field: $0.value) }
            }
        }
        self.objectFields = objectFields
        self.inputFields = inputFields
    }

    /// The field `name` of an object type.
    func field(_ name: String, of type: GraphQLObjectType) -> GraphQLField? {
        objectFields[type.name]?[name]
    }

    /// The fields of an input object type, in their declared order.
    func fields(of type: GraphQLInputObjectType) -> [(name: String, field: InputObjectField)] {
        inputFields[type.name] ?? []
    }
}
