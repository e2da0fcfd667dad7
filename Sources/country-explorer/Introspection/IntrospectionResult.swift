import JSONCore

/// The decoded `data` of `IntrospectionQuery`.
struct IntrospectionResult: Sendable {
    /// The schema's description.
    let __schema: DownloadedSchema
}

/// `__Schema` as `schema download` reads it from a server (the engine's own is `CountriesEngine.IntrospectionSchema`).
struct DownloadedSchema: Sendable {
    /// A reference to a root type.
    struct RootType: Sendable { let name: String }

    /// The query root.
    let queryType: RootType?
    /// The mutation root.
    let mutationType: RootType?
    /// The subscription root.
    let subscriptionType: RootType?
    /// Every named type.
    let types: [IntrospectionType]
}

/// `__Type` with everything `FullType` selects.
struct IntrospectionType: Sendable {
    /// `OBJECT`, `INPUT_OBJECT`, `SCALAR`, `ENUM`, `INTERFACE` or `UNION`.
    let kind: String
    /// The type's name.
    let name: String
    /// Its description.
    let description: String?
    /// Output fields.
    let fields: [IntrospectionField]?
    /// Input fields.
    let inputFields: [IntrospectionInputValue]?
    /// Implemented interfaces.
    let interfaces: [IntrospectionTypeRef]?
    /// Enum values.
    let enumValues: [IntrospectionEnumValue]?
    /// Union members.
    let possibleTypes: [IntrospectionTypeRef]?
}

/// `__Field`.
struct IntrospectionField: Sendable {
    /// The field's name.
    let name: String
    /// Its description.
    let description: String?
    /// Its arguments.
    let args: [IntrospectionInputValue]
    /// Its type.
    let type: IntrospectionTypeRef
    /// Whether it is deprecated.
    let isDeprecated: Bool?
    /// Why.
    let deprecationReason: String?
}

/// `__InputValue`.
struct IntrospectionInputValue: Sendable {
    /// The argument's or input field's name.
    let name: String
    /// Its description.
    let description: String?
    /// Its type.
    let type: IntrospectionTypeRef
    /// Its default value, as GraphQL text.
    let defaultValue: String?
}

/// `__EnumValue`.
struct IntrospectionEnumValue: Sendable {
    /// The value's name.
    let name: String
    /// Its description.
    let description: String?
    /// Whether it is deprecated.
    let isDeprecated: Bool?
    /// Why.
    let deprecationReason: String?
}

/// A type reference: a named type wrapped in any number of `NON_NULL` and `LIST`.
indirect enum IntrospectionTypeRef: Sendable {
    /// A named type.
    case named(String)
    /// `[T]`.
    case list(IntrospectionTypeRef)
    /// `T!`.
    case nonNull(IntrospectionTypeRef)

    /// The reference in SDL notation, such as `[Language!]!`.
    var sdl: String {
        switch self {
        case .named(let name): name
        case .list(let inner): "[\(inner.sdl)]"
        case .nonNull(let inner): "\(inner.sdl)!"
        }
    }
}

// Read from the introspection reply's JSON; a member that does not match is named (`__schema.types[3].kind`).

extension IntrospectionResult: JSONValueReadable {
    /// `{"__schema": …}`.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        try self.init(__schema: DownloadedSchema(member: "__schema", of: Self.members(of: jsonValue)))
    }
}

extension DownloadedSchema: JSONValueReadable {
    /// The root types and every type.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(
            queryType: RootType?(member: "queryType", of: members),
            mutationType: RootType?(member: "mutationType", of: members),
            subscriptionType: RootType?(member: "subscriptionType", of: members),
            types: [IntrospectionType](member: "types", of: members)
        )
    }
}

extension DownloadedSchema.RootType: JSONValueReadable {
    /// `{"name": …}`.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        try self.init(name: String(member: "name", of: Self.members(of: jsonValue)))
    }
}

extension IntrospectionType: JSONValueReadable {
    /// Everything `FullType` selects.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(
            kind: String(member: "kind", of: members),
            name: String(member: "name", of: members),
            description: String?(member: "description", of: members),
            fields: [IntrospectionField]?(member: "fields", of: members),
            inputFields: [IntrospectionInputValue]?(member: "inputFields", of: members),
            interfaces: [IntrospectionTypeRef]?(member: "interfaces", of: members),
            enumValues: [IntrospectionEnumValue]?(member: "enumValues", of: members),
            possibleTypes: [IntrospectionTypeRef]?(member: "possibleTypes", of: members)
        )
    }
}

extension IntrospectionField: JSONValueReadable {
    /// A field with its arguments and type.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(
            name: String(member: "name", of: members),
            description: String?(member: "description", of: members),
            args: [IntrospectionInputValue](member: "args", of: members),
            type: IntrospectionTypeRef(member: "type", of: members),
            isDeprecated: Bool?(member: "isDeprecated", of: members),
            deprecationReason: String?(member: "deprecationReason", of: members)
        )
    }
}

extension IntrospectionInputValue: JSONValueReadable {
    /// An argument or input field.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(
            name: String(member: "name", of: members),
            description: String?(member: "description", of: members),
            type: IntrospectionTypeRef(member: "type", of: members),
            defaultValue: String?(member: "defaultValue", of: members)
        )
    }
}

extension IntrospectionEnumValue: JSONValueReadable {
    /// An enum value.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(
            name: String(member: "name", of: members),
            description: String?(member: "description", of: members),
            isDeprecated: Bool?(member: "isDeprecated", of: members),
            deprecationReason: String?(member: "deprecationReason", of: members)
        )
    }
}

extension IntrospectionTypeRef: JSONValueReadable {
    /// The `kind`/`name`/`ofType` chain.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        switch try String(member: "kind", of: members) {
        case "LIST": self = .list(try IntrospectionTypeRef(member: "ofType", of: members))
        case "NON_NULL": self = .nonNull(try IntrospectionTypeRef(member: "ofType", of: members))
        default: self = .named(try String(member: "name", of: members))
        }
    }
}
