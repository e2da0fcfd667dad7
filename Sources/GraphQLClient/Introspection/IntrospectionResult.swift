/// The decoded `data` of `IntrospectionQuery`.
public struct IntrospectionResult: Decodable, Sendable {
    /// The schema's description.
    public let __schema: IntrospectionSchema
}

/// `__Schema`.
public struct IntrospectionSchema: Decodable, Sendable {
    /// A reference to a root type.
    public struct RootType: Decodable, Sendable { public let name: String }

    /// The query root.
    public let queryType: RootType?
    /// The mutation root.
    public let mutationType: RootType?
    /// The subscription root.
    public let subscriptionType: RootType?
    /// Every named type.
    public let types: [IntrospectionType]
}

/// `__Type` with everything `FullType` selects.
public struct IntrospectionType: Decodable, Sendable {
    /// `OBJECT`, `INPUT_OBJECT`, `SCALAR`, `ENUM`, `INTERFACE` or `UNION`.
    public let kind: String
    /// The type's name.
    public let name: String
    /// Its description.
    public let description: String?
    /// Output fields.
    public let fields: [IntrospectionField]?
    /// Input fields.
    public let inputFields: [IntrospectionInputValue]?
    /// Implemented interfaces.
    public let interfaces: [IntrospectionTypeRef]?
    /// Enum values.
    public let enumValues: [IntrospectionEnumValue]?
    /// Union members.
    public let possibleTypes: [IntrospectionTypeRef]?
}

/// `__Field`.
public struct IntrospectionField: Decodable, Sendable {
    /// The field's name.
    public let name: String
    /// Its description.
    public let description: String?
    /// Its arguments.
    public let args: [IntrospectionInputValue]
    /// Its type.
    public let type: IntrospectionTypeRef
    /// Whether it is deprecated.
    public let isDeprecated: Bool?
    /// Why.
    public let deprecationReason: String?
}

/// `__InputValue`.
public struct IntrospectionInputValue: Decodable, Sendable {
    /// The argument's or input field's name.
    public let name: String
    /// Its description.
    public let description: String?
    /// Its type.
    public let type: IntrospectionTypeRef
    /// Its default value, as GraphQL text.
    public let defaultValue: String?
}

/// `__EnumValue`.
public struct IntrospectionEnumValue: Decodable, Sendable {
    /// The value's name.
    public let name: String
    /// Its description.
    public let description: String?
    /// Whether it is deprecated.
    public let isDeprecated: Bool?
    /// Why.
    public let deprecationReason: String?
}

/// A type reference: a named type wrapped in any number of `NON_NULL` and `LIST`.
public indirect enum IntrospectionTypeRef: Decodable, Sendable {
    /// A named type.
    case named(String)
    /// `[T]`.
    case list(IntrospectionTypeRef)
    /// `T!`.
    case nonNull(IntrospectionTypeRef)

    private enum CodingKeys: String, CodingKey { case kind, name, ofType }

    /// Decodes the `kind`/`name`/`ofType` chain.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "LIST": self = .list(try container.decode(IntrospectionTypeRef.self, forKey: .ofType))
        case "NON_NULL": self = .nonNull(try container.decode(IntrospectionTypeRef.self, forKey: .ofType))
        default: self = .named(try container.decode(String.self, forKey: .name))
        }
    }

    /// The reference in SDL notation, such as `[Language!]!`.
    public var sdl: String {
        switch self {
        case .named(let name): name
        case .list(let inner): "[\(inner.sdl)]"
        case .nonNull(let inner): "\(inner.sdl)!"
        }
    }
}
