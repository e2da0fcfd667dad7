import JSONCore

// Read from the introspection reply's JSON; a member that does not match is named (`__schema.types[3].kind`).

/// The decoded `data` of `IntrospectionQuery`.
struct IntrospectionResult: Sendable, JSONValueReadable {
    /// The schema's description.
    let __schema: DownloadedSchema

    /// `{"__schema": …}`.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        __schema = try DownloadedSchema(member: "__schema", of: Self.members(of: jsonValue))
    }
}

/// `__Schema` as `schema download` reads it from a server (the engine's own is `CountriesEngine.IntrospectionSchema`).
struct DownloadedSchema: Sendable, JSONValueReadable {
    /// A reference to a root type.
    struct RootType: Sendable, JSONValueReadable {
        let name: String

        /// `{"name": …}`.
        init(jsonValue: JSONValue?) throws(JSONReadError) {
            name = try String(member: "name", of: Self.members(of: jsonValue))
        }
    }

    /// The query root.
    let queryType: RootType?
    /// The mutation root.
    let mutationType: RootType?
    /// The subscription root.
    let subscriptionType: RootType?
    /// Every named type.
    let types: [IntrospectionType]

    /// The root types and every type.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        queryType = try RootType?(member: "queryType", of: members)
        mutationType = try RootType?(member: "mutationType", of: members)
        subscriptionType = try RootType?(member: "subscriptionType", of: members)
        types = try [IntrospectionType](member: "types", of: members)
    }
}

/// `__Type` with everything `FullType` selects.
struct IntrospectionType: Sendable, JSONValueReadable {
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

    /// Everything `FullType` selects.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        kind = try String(member: "kind", of: members)
        name = try String(member: "name", of: members)
        description = try String?(member: "description", of: members)
        fields = try [IntrospectionField]?(member: "fields", of: members)
        inputFields = try [IntrospectionInputValue]?(member: "inputFields", of: members)
        interfaces = try [IntrospectionTypeRef]?(member: "interfaces", of: members)
        enumValues = try [IntrospectionEnumValue]?(member: "enumValues", of: members)
        possibleTypes = try [IntrospectionTypeRef]?(member: "possibleTypes", of: members)
    }
}

/// `__Field`.
struct IntrospectionField: Sendable, JSONValueReadable {
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

    /// A field with its arguments and type.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        name = try String(member: "name", of: members)
        description = try String?(member: "description", of: members)
        args = try [IntrospectionInputValue](member: "args", of: members)
        type = try IntrospectionTypeRef(member: "type", of: members)
        isDeprecated = try Bool?(member: "isDeprecated", of: members)
        deprecationReason = try String?(member: "deprecationReason", of: members)
    }
}

/// `__InputValue`: an argument or input field.
struct IntrospectionInputValue: Sendable, JSONValueReadable {
    /// The argument's or input field's name.
    let name: String
    /// Its description.
    let description: String?
    /// Its type.
    let type: IntrospectionTypeRef
    /// Its default value, as GraphQL text.
    let defaultValue: String?

    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        name = try String(member: "name", of: members)
        description = try String?(member: "description", of: members)
        type = try IntrospectionTypeRef(member: "type", of: members)
        defaultValue = try String?(member: "defaultValue", of: members)
    }
}

/// `__EnumValue`.
struct IntrospectionEnumValue: Sendable, JSONValueReadable {
    /// The value's name.
    let name: String
    /// Its description.
    let description: String?
    /// Whether it is deprecated.
    let isDeprecated: Bool?
    /// Why.
    let deprecationReason: String?

    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        name = try String(member: "name", of: members)
        description = try String?(member: "description", of: members)
        isDeprecated = try Bool?(member: "isDeprecated", of: members)
        deprecationReason = try String?(member: "deprecationReason", of: members)
    }
}

/// A type reference: a named type wrapped in any number of `NON_NULL` and `LIST`.
indirect enum IntrospectionTypeRef: Sendable, JSONValueReadable {
    /// A named type.
    case named(String)
    /// `[T]`.
    case list(IntrospectionTypeRef)
    /// `T!`.
    case nonNull(IntrospectionTypeRef)

    /// The `kind`/`name`/`ofType` chain.
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        switch try String(member: "kind", of: members) {
        case "LIST": self = .list(try IntrospectionTypeRef(member: "ofType", of: members))
        case "NON_NULL": self = .nonNull(try IntrospectionTypeRef(member: "ofType", of: members))
        default: self = .named(try String(member: "name", of: members))
        }
    }

    /// The reference in SDL notation, such as `[Language!]!`.
    var sdl: String {
        switch self {
        case .named(let name): name
        case .list(let inner): "[\(inner.sdl)]"
        case .nonNull(let inner): "\(inner.sdl)!"
        }
    }
}
