import GraphQL

/// The schema as graphql-js 16.6 (which the public API runs) introspects it, read once from GraphQLSwift's schema.
///
/// GraphQLSwift's own introspection differs from graphql-js's: it sorts types and fields by name, knows
/// `@oneOf`, `__Type.isOneOf` and the `FRAGMENT_VARIABLE_DEFINITION` location (later than graphql-js 16), answers
/// null for `__InputValue.isDeprecated`, escapes backticks in descriptions and pads printed defaults (`{  }`).
/// Here types come in graphql-js's order (its `collectReferencedTypes` from the SDL's types in document order),
/// fields and arguments in the order they are declared, and only what graphql-js 16.6 defines.
final class IntrospectionSchema: Sendable {
    /// A type as introspection shows it: a named type, or a list or non-null wrapper.
    indirect enum TypeReference: Sendable {
        case named(String)
        case list(TypeReference)
        case nonNull(TypeReference)

        init(_ type: any GraphQLType) {
            switch type {
            case let list as GraphQLList: self = .list(TypeReference(list.ofType))
            case let nonNull as GraphQLNonNull: self = .nonNull(TypeReference(nonNull.ofType))
            default: self = .named((type as? any GraphQLNamedType)?.name ?? "")
            }
        }
    }

    /// An argument or input field.
    struct InputValue: Sendable {
        let name: String
        let description: String?
        let type: TypeReference
        let defaultValue: String?
        let deprecationReason: String?
    }

    /// A field of an object or interface type.
    struct Field: Sendable {
        let name: String
        let description: String?
        let args: [InputValue]
        let type: TypeReference
        let deprecationReason: String?
    }

    /// A value of an enum type.
    struct EnumValue: Sendable {
        let name: String
        let description: String?
        let deprecationReason: String?
    }

    /// A named type; the lists are nil where the kind has none, as introspection answers.
    struct NamedType: Sendable {
        let kind: String
        let name: String
        let description: String?
        let specifiedByURL: String?
        let fields: [Field]?
        let interfaces: [String]?
        let possibleTypes: [String]?
        let enumValues: [EnumValue]?
        let inputFields: [InputValue]?
    }

    /// A directive.
    struct Directive: Sendable {
        let name: String
        let description: String?
        let isRepeatable: Bool
        let locations: [String]
        let args: [InputValue]
    }

    /// Every named type, in graphql-js's order.
    let types: [NamedType]
    /// The types by name.
    let typesByName: [String: NamedType]
    /// The root operation types' names.
    let queryType: String?
    let mutationType: String?
    let subscriptionType: String?
    /// The directives graphql-js 16.6 knows, in its order.
    let directives: [Directive]

    /// The fields of graphql-js 16.6's introspection types, in its order: GraphQLSwift sorts them by name and adds
    /// `__Type.isOneOf`.
    static let introspectionFieldOrder: [String: [String]] = [
        "__Schema": ["description", "types", "queryType", "mutationType", "subscriptionType", "directives"],
        "__Type": ["kind", "name", "description", "specifiedByURL", "fields", "interfaces", "possibleTypes", "enumValues", "inputFields", "ofType"],
        "__Field": ["name", "description", "args", "type", "isDeprecated", "deprecationReason"],
        "__InputValue": ["name", "description", "type", "defaultValue", "isDeprecated", "deprecationReason"],
        "__EnumValue": ["name", "description", "isDeprecated", "deprecationReason"],
        "__Directive": ["name", "description", "isRepeatable", "locations", "args"],
    ]
    /// What GraphQLSwift defines beyond graphql-js 16.6: the `@oneOf` directive and a directive location.
    private static let laterDirectives: Set<String> = ["oneOf"]
    private static let laterLocations: Set<String> = ["FRAGMENT_VARIABLE_DEFINITION"]
    /// graphql-js 16.6's words where GraphQLSwift follows a later spec's, by enum value.
    private static let graphQLJSEnumValueDescriptions = [
        "VARIABLE_DEFINITION": "Location adjacent to a variable definition.",
    ]

    init(_ schema: GraphQLSchema) {
        directives = schema.directives.filter { !Self.laterDirectives.contains($0.name) }.map { directive in
            Directive(
                name: directive.name, description: Self.unescaped(directive.description), isRepeatable: directive.isRepeatable,
                locations: directive.locations.map(\.rawValue).filter { !Self.laterLocations.contains($0) },
                args: directive.args.map {
                    Self.inputValue($0.name, $0.description, $0.type, $0.defaultValue, $0.astNode?.defaultValue, $0.deprecationReason)
                }
            )
        }
        queryType = schema.queryType?.name
        mutationType = schema.mutationType?.name
        subscriptionType = schema.subscriptionType?.name
        let order = Self.referencedTypeOrder(schema)
        types = order.compactMap { schema.getType(name: $0).map { Self.namedType($0, schema: schema) } }
        typesByName = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: Order

    /// graphql-js's `GraphQLSchema` constructor: the SDL's types in document order, each followed by the types it
    /// reaches first (a type already listed moves to where it is reached from itself), then those reached from the
    /// root types, the directives' arguments and `__Schema`.
    private static func referencedTypeOrder(_ schema: GraphQLSchema) -> [String] {
        let declared = schema.typeMap.values
            .compactMap { type in declarationOffset(of: type).map { (type.name, $0) } }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
        var ordered = declared
        var listed = Set(declared)
        func collect(_ name: String) {
            guard !listed.contains(name), let type = schema.getType(name: name) else { return }
            listed.insert(name)
            ordered.append(name)
            for reached in referencedNames(of: type, schema: schema) { collect(reached) }
        }
        for name in declared {
            ordered.removeAll { $0 == name }
            listed.remove(name)
            collect(name)
        }
        for root in [schema.queryType?.name, schema.mutationType?.name, schema.subscriptionType?.name].compactMap(\.self) {
            collect(root)
        }
        for directive in schema.directives where !laterDirectives.contains(directive.name) {
            for argument in directive.args { collect(namedTypeName(argument.type)) }
        }
        collect("__Schema")
        return ordered
    }

    private static func declarationOffset(of type: any GraphQLNamedType) -> Int? {
        switch type {
        case let object as GraphQLObjectType: object.astNode?.loc?.start
        case let input as GraphQLInputObjectType: input.astNode?.loc?.start
        case let scalar as GraphQLScalarType: scalar.astNode?.loc?.start
        case let enumeration as GraphQLEnumType: enumeration.astNode?.loc?.start
        case let interface as GraphQLInterfaceType: interface.astNode?.loc?.start
        default: nil
        }
    }

    /// The named types `type` refers to, in graphql-js's order: interfaces, then each field's type and its
    /// arguments' types; a union's members; an input object's fields.
    private static func referencedNames(of type: any GraphQLNamedType, schema: GraphQLSchema) -> [String] {
        switch type {
        case let object as GraphQLObjectType:
            let interfaces = ((try? object.interfaces()) ?? []).map(\.name)
            return interfaces + orderedFields(of: type.name, (try? object.fields()) ?? [:]).flatMap { name, field in
                [namedTypeName(field.type)] + field.args.values.map { namedTypeName($0.type) }
            }
        case let interface as GraphQLInterfaceType:
            let interfaces = ((try? interface.interfaces()) ?? []).map(\.name)
            return interfaces + ((try? interface.fields()) ?? [:]).values.flatMap { field in
                [namedTypeName(field.type)] + field.args.values.map { namedTypeName($0.type) }
            }
        case let union as GraphQLUnionType:
            return schema.getPossibleTypes(abstractType: union).map(\.name)
        case let input as GraphQLInputObjectType:
            return ((try? input.fields()) ?? [:]).values.map { namedTypeName($0.type) }
        default:
            return []
        }
    }

    private static func namedTypeName(_ type: any GraphQLType) -> String {
        getNamedType(type: type)?.name ?? ""
    }

    /// A type's fields in declaration order; the introspection types' in graphql-js's order, without the fields it
    /// lacks.
    private static func orderedFields(of typeName: String, _ fields: GraphQLFieldMap) -> [(String, GraphQLField)] {
        guard let order = introspectionFieldOrder[typeName] else { return fields.map { ($0.key, $0.value) } }
        return order.compactMap { name in fields[name].map { (name, $0) } }
    }

    // MARK: Reading GraphQLSwift's types

    private static func namedType(_ type: any GraphQLNamedType, schema: GraphQLSchema) -> NamedType {
        switch type {
        case let object as GraphQLObjectType:
            return NamedType(
                kind: "OBJECT", name: object.name, description: unescaped(object.description), specifiedByURL: nil,
                fields: orderedFields(of: object.name, (try? object.fields()) ?? [:]).map(field),
                interfaces: ((try? object.interfaces()) ?? []).map(\.name), possibleTypes: nil, enumValues: nil, inputFields: nil
            )
        case let interface as GraphQLInterfaceType:
            return NamedType(
                kind: "INTERFACE", name: interface.name, description: unescaped(interface.description), specifiedByURL: nil,
                fields: ((try? interface.fields()) ?? [:]).map(field),
                interfaces: ((try? interface.interfaces()) ?? []).map(\.name),
                possibleTypes: schema.getPossibleTypes(abstractType: interface).map(\.name), enumValues: nil, inputFields: nil
            )
        case let union as GraphQLUnionType:
            return NamedType(
                kind: "UNION", name: union.name, description: unescaped(union.description), specifiedByURL: nil, fields: nil,
                interfaces: nil, possibleTypes: schema.getPossibleTypes(abstractType: union).map(\.name), enumValues: nil,
                inputFields: nil
            )
        case let enumeration as GraphQLEnumType:
            let values = enumeration.values.filter { enumeration.name != "__DirectiveLocation" || !laterLocations.contains($0.name) }
            return NamedType(
                kind: "ENUM", name: enumeration.name, description: unescaped(enumeration.description), specifiedByURL: nil,
                fields: nil, interfaces: nil, possibleTypes: nil,
                enumValues: values.map { value in
                    let description = enumeration.name == "__DirectiveLocation" ? graphQLJSEnumValueDescriptions[value.name] : nil
                    return EnumValue(
                        name: value.name, description: description ?? unescaped(value.description), deprecationReason: value.deprecationReason
                    )
                },
                inputFields: nil
            )
        case let input as GraphQLInputObjectType:
            return NamedType(
                kind: "INPUT_OBJECT", name: input.name, description: unescaped(input.description), specifiedByURL: nil,
                fields: nil, interfaces: nil, possibleTypes: nil, enumValues: nil,
                inputFields: ((try? input.fields()) ?? [:]).map {
                    inputValue($0.key, $0.value.description, $0.value.type, $0.value.defaultValue, $0.value.astNode?.defaultValue, $0.value.deprecationReason)
                }
            )
        case let scalar as GraphQLScalarType:
            return NamedType(
                kind: "SCALAR", name: scalar.name, description: unescaped(scalar.description), specifiedByURL: scalar.specifiedByURL,
                fields: nil, interfaces: nil, possibleTypes: nil, enumValues: nil, inputFields: nil
            )
        default:
            return NamedType(
                kind: "SCALAR", name: type.name, description: nil, specifiedByURL: nil, fields: nil, interfaces: nil,
                possibleTypes: nil, enumValues: nil, inputFields: nil
            )
        }
    }

    private static func field(_ name: String, _ field: GraphQLField) -> Field {
        Field(
            name: name, description: unescaped(field.description),
            args: field.args.map {
                inputValue($0.key, $0.value.description, $0.value.type, $0.value.defaultValue, $0.value.astNode?.defaultValue, $0.value.deprecationReason)
            },
            type: TypeReference(field.type), deprecationReason: field.deprecationReason
        )
    }

    private static func field(_ entry: (key: String, value: GraphQLField)) -> Field {
        field(entry.key, entry.value)
    }

    private static func inputValue(
        _ name: String, _ description: String?, _ type: any GraphQLType, _ defaultValue: Map?, _ literal: (any Value)?,
        _ deprecationReason: String?
    ) -> InputValue {
        InputValue(
            name: name, description: unescaped(description), type: TypeReference(type),
            defaultValue: literal.map(ValuePrinting.print) ?? defaultValue.flatMap(printed), deprecationReason: deprecationReason
        )
    }

    /// A built-in default (`false`, `"No longer supported"`) printed as graphql-js prints it.
    private static func printed(_ value: Map) -> String? {
        switch value {
        case .undefined: nil
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number.description
        case .string(let text): ValuePrinting.quoted(text)
        case .array(let items): "[" + items.compactMap(printed).joined(separator: ", ") + "]"
        case .dictionary(let fields):
            "{" + fields.compactMap { key, value in printed(value).map { key + ": " + $0 } }.joined(separator: ", ") + "}"
        }
    }

    /// GraphQLSwift's built-in descriptions escape backticks (`the \`if\` argument`); graphql-js's do not.
    private static func unescaped(_ text: String?) -> String? {
        text.map { $0.replacing("\\`", with: "`") }
    }
}
