import JSONCore

/// What the normalized cache must know of a schema: which fields hold objects, of which type, and which
/// fields give an object its identity.
///
/// `countries-codegen` generates the type information from `graphql/schema.graphqls`; the identities are
/// configuration, as in Apollo's `SchemaConfiguration`.
public struct CacheSchema: Sendable, Hashable {
    /// The name of the query root type.
    public var queryType: String
    /// For each object type, the named type of every field whose type is an object, interface or union.
    public var compositeFields: [String: [String: String]]
    /// For each interface or union, the object types that belong to it.
    public var possibleTypes: [String: Set<String>]
    /// For each object type with an identity, the fields that make it: `["Country": ["code"]]`.
    public var keyFields: [String: [String]]

    /// Creates a schema description.
    public init(
        queryType: String = "Query", compositeFields: [String: [String: String]],
        possibleTypes: [String: Set<String>] = [:], keyFields: [String: [String]] = [:]
    ) {
        self.queryType = queryType
        self.compositeFields = compositeFields
        self.possibleTypes = possibleTypes
        self.keyFields = keyFields
    }

    /// The same schema with these identities.
    public func identifying(_ keyFields: [String: [String]]) -> CacheSchema {
        var schema = self
        schema.keyFields = keyFields
        return schema
    }

    /// The named type of a composite field of `type`, or nil for a leaf (or unknown) field.
    public func compositeType(of field: String, in type: String) -> String? {
        compositeFields[type]?[field]
    }

    /// Whether an object of type `typeName` satisfies a fragment's type condition.
    public func type(_ typeName: String, satisfies condition: String) -> Bool {
        condition == typeName || possibleTypes[condition]?.contains(typeName) == true
    }

    /// The key of an object of type `typeName` whose identity fields are all present, as `Type:value`.
    public func cacheKey(forType typeName: String, object: JSONObject) -> CacheKey? {
        guard let fields = keyFields[typeName], !fields.isEmpty else { return nil }
        var parts: [String] = []
        for field in fields {
            switch object[field] {
            case .string(let value)?: parts.append(value)
            case .number(let value)?: parts.append(value == value.rounded() && abs(value) < 9e15 ? String(Int64(value)) : String(value))
            default: return nil
            }
        }
        return "\(typeName):\(parts.joined(separator: "+"))"
    }
}
