import GraphQL

/// Maps schema types to Swift: built-in scalars to Swift scalars, input objects to their generated structs.
enum SchemaTypeMapping {
    /// The Swift type for a named leaf or input type. Enums and custom scalars travel as their `String` form.
    static func swiftName(of type: any GraphQLNamedType) -> String {
        switch type {
        case let scalar as GraphQLScalarType: scalarName(scalar.name)
        case let input as GraphQLInputObjectType: input.name
        default: "String"
        }
    }

    /// The Swift scalar for a GraphQL scalar name.
    static func scalarName(_ name: String) -> String {
        switch name {
        case "Int": "Int"
        case "Float": "Double"
        case "Boolean": "Bool"
        default: "String"
        }
    }

    /// The shape of a schema type, naming its innermost type with `name`.
    static func shape(of type: any GraphQLType, name: (any GraphQLNamedType) -> String) -> TypeShape {
        switch type {
        case let nonNull as GraphQLNonNull: .nonNull(shape(of: nonNull.ofType, name: name))
        case let list as GraphQLList: .list(shape(of: list.ofType, name: name))
        case let named as any GraphQLNamedType: .named(name(named))
        default: .named("String")
        }
    }

    /// The shape of a variable's declared type, or `nil` if it names an unknown type (validation reports that).
    static func shape(of typeNode: any Type, in schema: GraphQLSchema) -> TypeShape? {
        switch typeNode {
        case let nonNull as NonNullType: shape(of: nonNull.type, in: schema).map(TypeShape.nonNull)
        case let list as ListType: shape(of: list.type, in: schema).map(TypeShape.list)
        case let named as NamedType: schema.getType(name: named.name.value).map { .named(swiftName(of: $0)) }
        default: nil
        }
    }
}
