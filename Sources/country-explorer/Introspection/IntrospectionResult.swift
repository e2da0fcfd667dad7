import GraphQLClient

/// The decoded `data` of `IntrospectionQuery`.
struct IntrospectionResult: Decodable, Sendable {
    /// The schema's description.
    let __schema: IntrospectionSchema
}

/// `__Schema`.
struct IntrospectionSchema: Decodable, Sendable {
    /// A reference to a root type.
    struct RootType: Decodable, Sendable { let name: String }

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
struct IntrospectionType: Decodable, Sendable {
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
struct IntrospectionField: Decodable, Sendable {
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
struct IntrospectionInputValue: Decodable, Sendable {
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
struct IntrospectionEnumValue: Decodable, Sendable {
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
indirect enum IntrospectionTypeRef: Decodable, Sendable {
    /// A named type.
    case named(String)
    /// `[T]`.
    case list(IntrospectionTypeRef)
    /// `T!`.
    case nonNull(IntrospectionTypeRef)

    private enum CodingKeys: String, CodingKey { case kind, name, ofType }

    /// Decodes the `kind`/`name`/`ofType` chain.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "LIST": self = .list(try container.decode(IntrospectionTypeRef.self, forKey: .ofType))
        case "NON_NULL": self = .nonNull(try container.decode(IntrospectionTypeRef.self, forKey: .ofType))
        default: self = .named(try container.decode(String.self, forKey: .name))
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
