/// The introspection types as the spec (October 2021) and graphql-js 16 define them, which the generator selects
/// from under `__schema` and `__type(name:)`. Written out rather than read from GraphQLSwift's schema, which adds
/// `__Type.isOneOf`: graphql-js 16.6, the reference, does not know it.
enum IntrospectionModel {
    private static let includeDeprecated = InputValueModel(name: "includeDeprecated", type: .named("Boolean"), hasDefault: true)

    private static func field(_ name: String, _ type: TypeReference, _ arguments: [InputValueModel] = []) -> FieldModel {
        FieldModel(name: name, type: type, arguments: arguments)
    }

    /// The fields of each introspection object type.
    static let objects: [String: [FieldModel]] = [
        "__Schema": [
            field("description", .named("String")),
            field("types", .nonNull(.list(.nonNull(.named("__Type"))))),
            field("queryType", .nonNull(.named("__Type"))),
            field("mutationType", .named("__Type")),
            field("subscriptionType", .named("__Type")),
            field("directives", .nonNull(.list(.nonNull(.named("__Directive"))))),
        ],
        "__Type": [
            field("kind", .nonNull(.named("__TypeKind"))),
            field("name", .named("String")),
            field("description", .named("String")),
            field("specifiedByURL", .named("String")),
            field("fields", .list(.nonNull(.named("__Field"))), [includeDeprecated]),
            field("interfaces", .list(.nonNull(.named("__Type")))),
            field("possibleTypes", .list(.nonNull(.named("__Type")))),
            field("enumValues", .list(.nonNull(.named("__EnumValue"))), [includeDeprecated]),
            field("inputFields", .list(.nonNull(.named("__InputValue"))), [includeDeprecated]),
            field("ofType", .named("__Type")),
        ],
        "__Field": [
            field("name", .nonNull(.named("String"))),
            field("description", .named("String")),
            field("args", .nonNull(.list(.nonNull(.named("__InputValue")))), [includeDeprecated]),
            field("type", .nonNull(.named("__Type"))),
            field("isDeprecated", .nonNull(.named("Boolean"))),
            field("deprecationReason", .named("String")),
        ],
        "__InputValue": [
            field("name", .nonNull(.named("String"))),
            field("description", .named("String")),
            field("type", .nonNull(.named("__Type"))),
            field("defaultValue", .named("String")),
            field("isDeprecated", .nonNull(.named("Boolean"))),
            field("deprecationReason", .named("String")),
        ],
        "__EnumValue": [
            field("name", .nonNull(.named("String"))),
            field("description", .named("String")),
            field("isDeprecated", .nonNull(.named("Boolean"))),
            field("deprecationReason", .named("String")),
        ],
        "__Directive": [
            field("name", .nonNull(.named("String"))),
            field("description", .named("String")),
            field("isRepeatable", .nonNull(.named("Boolean"))),
            field("locations", .nonNull(.list(.nonNull(.named("__DirectiveLocation"))))),
            field("args", .nonNull(.list(.nonNull(.named("__InputValue")))), [includeDeprecated]),
        ],
    ]

    /// The root fields: `__schema` and `__type(name:)` (`__typename` is generated everywhere on its own).
    static let rootFields: [FieldModel] = [
        field("__schema", .nonNull(.named("__Schema"))),
        field("__type", .named("__Type"), [InputValueModel(name: "name", type: .nonNull(.named("String")), hasDefault: false)]),
    ]

    /// Every introspection coordinate, which the generator must reach.
    static var coordinates: Set<String> {
        SchemaModel.coordinates(of: objects).union(["Query.__schema", "Query.__type", "Query.__type(name:)"])
    }
}
