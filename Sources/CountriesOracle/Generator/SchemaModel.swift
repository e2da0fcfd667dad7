import GraphQL

/// A type as a document writes it: a named type, a list or a non-null wrapper.
public indirect enum TypeReference: Hashable, Sendable, CustomStringConvertible {
    /// A named type (`String`, `Country`).
    case named(String)
    /// `[T]`.
    case list(TypeReference)
    /// `T!`.
    case nonNull(TypeReference)

    /// The type in GraphQL syntax (`[String!]!`).
    public var description: String {
        switch self {
        case .named(let name): name
        case .list(let item): "[\(item)]"
        case .nonNull(let inner): "\(inner)!"
        }
    }

    /// The named type inside every wrapper.
    var namedType: String {
        switch self {
        case .named(let name): name
        case .list(let item), .nonNull(let item): item.namedType
        }
    }

    /// The type without its outer non-null wrapper.
    var nullable: TypeReference {
        if case .nonNull(let inner) = self { return inner }
        return self
    }

    /// Whether the type is non-null (`T!`).
    var isNonNull: Bool {
        if case .nonNull = self { return true }
        return false
    }

    /// The item type when this is a list (non-null or not).
    var listItem: TypeReference? {
        if case .list(let item) = nullable { return item }
        return nil
    }

    /// Reads a GraphQLSwift type.
    init(_ type: any GraphQLType) {
        switch type {
        case let nonNull as GraphQLNonNull: self = .nonNull(TypeReference(nonNull.ofType))
        case let list as GraphQLList: self = .list(TypeReference(list.ofType))
        case let named as any GraphQLNamedType: self = .named(named.name)
        default: self = .named(String(describing: type))
        }
    }
}

/// An argument, or an input object's field: its name, type and whether the schema gives it a default.
public struct InputValueModel: Sendable, Hashable {
    /// The name.
    public let name: String
    /// The type.
    public let type: TypeReference
    /// Whether leaving it out gives a default value.
    public let hasDefault: Bool
}

/// A field of an object type.
public struct FieldModel: Sendable, Hashable {
    /// The name.
    public let name: String
    /// The type it returns.
    public let type: TypeReference
    /// Its arguments, in declared order.
    public let arguments: [InputValueModel]
}

/// What the generator needs of the schema: object types with their fields and arguments, input objects with
/// their fields, read from the executable schema so that every field and argument the SDL declares is generated.
public struct SchemaModel: Sendable {
    /// Object types by name, introspection types excepted.
    public let objects: [String: [FieldModel]]
    /// Input object types by name.
    public let inputs: [String: [InputValueModel]]
    /// The names of object and input types, sorted, for reproducible choices.
    public let objectNames: [String]
    /// The names of input object types, sorted.
    public let inputNames: [String]
    /// The root query type's name.
    public let queryType: String

    /// Reads `schema`; the order of fields is the SDL's.
    public init(_ schema: GraphQLSchema) {
        var objects: [String: [FieldModel]] = [:]
        var inputs: [String: [InputValueModel]] = [:]
        for (name, type) in schema.typeMap where !name.hasPrefix("__") {
            if let object = type as? GraphQLObjectType, let fields = try? object.fields() {
                objects[name] = fields.map { fieldName, field in
                    FieldModel(
                        name: fieldName, type: TypeReference(field.type),
                        arguments: field.args.map { argumentName, argument in
                            InputValueModel(
                                name: argumentName, type: TypeReference(argument.type), hasDefault: argument.defaultValue != nil
                            )
                        }
                    )
                }
            } else if let input = type as? GraphQLInputObjectType, let fields = try? input.fields() {
                inputs[name] = fields.map { fieldName, field in
                    InputValueModel(name: fieldName, type: TypeReference(field.type), hasDefault: field.defaultValue != nil)
                }
            }
        }
        self.objects = objects
        self.inputs = inputs
        objectNames = objects.keys.sorted()
        inputNames = inputs.keys.sorted()
        queryType = schema.queryType?.name ?? "Query"
    }

    /// Whether `name` is an object type (a field of it needs a selection set).
    func isObject(_ name: String) -> Bool { objects[name] != nil }

    /// Every `Type.field` and `Type.field(argument:)` coordinate, which the generator must reach.
    public var coordinates: Set<String> {
        var all = Self.coordinates(of: objects)
        for (type, fields) in inputs {
            for field in fields { all.insert("\(type).\(field.name)") }
        }
        return all
    }

    /// The `Type.field` and `Type.field(argument:)` coordinates of the fields of `objects`.
    static func coordinates(of objects: [String: [FieldModel]]) -> Set<String> {
        var all: Set<String> = []
        for (type, fields) in objects {
            for field in fields {
                all.insert("\(type).\(field.name)")
                for argument in field.arguments { all.insert("\(type).\(field.name)(\(argument.name):)") }
            }
        }
        return all
    }
}
