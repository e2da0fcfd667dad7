import GraphQLClient
import JSONCore

/// What a selection set expects of a reply's value at one place: its nullability, list nesting, scalar type or
/// object fields, as the schema types them. Built from a document by `ReplyShape.of(document:…)`.
indirect enum ReplyShape: Sendable {
    /// Never `null`.
    case nonNull(ReplyShape)
    /// A list of these.
    case list(ReplyShape)
    /// A built-in scalar: `String`, `ID`, `Int`, `Float` or `Boolean`.
    case scalar(String)
    /// A custom scalar, whose JSON form the schema does not say: anything.
    case anything
    /// One of an enum's values.
    case enumeration(name: String, values: Set<String>)
    /// `__typename` of an object of this concrete type: exactly its name.
    case typeName(String)
    /// An object: for each concrete type it can be, its fields by response key, in order.
    case object(typeName: String, fieldsByType: [String: [(key: String, shape: ReplyShape)]])

    /// Reads `value` (nil: a missing member) against the shape, throwing what does not match where, as a
    /// generated type's reader does (`country.languages[2].code: expected String!, found 42`).
    func read(_ value: JSONValue?) throws(JSONReadError) {
        guard let value else { throw mismatch(nil) }
        switch self {
        case .nonNull(let inner):
            guard value != .null else { throw mismatch(value) }
            try inner.read(value)
        case _ where value == .null:
            return
        case .list(let element):
            guard case .array(let items) = value else { throw mismatch(value) }
            for (index, item) in items.enumerated() {
                do {
                    try element.read(item)
                } catch {
                    throw error.under(.index(index))
                }
            }
        case .scalar(let name):
            guard Self.holds(scalar: name, value) else { throw mismatch(value) }
        case .anything:
            return
        case .enumeration(_, let values):
            guard case .string(let text) = value, values.contains(text) else { throw mismatch(value) }
        case .typeName(let name):
            guard value == .string(name) else { throw JSONReadError(expected: "\"\(name)\"", found: value) }
        case .object(_, let fieldsByType):
            guard case .object(let members) = value else { throw mismatch(value) }
            let concrete = members["__typename"]?.stringValue.flatMap { fieldsByType[$0] != nil ? $0 : nil }
            let candidates = concrete.map { [$0] } ?? fieldsByType.keys.sorted()
            var first: JSONReadError?
            for candidate in candidates {
                do {
                    return try Self.read(members, fields: fieldsByType[candidate] ?? [])
                } catch {
                    first = first ?? error
                }
            }
            throw first ?? mismatch(value)
        }
    }

    /// The GraphQL name of what is expected, for messages: `String`, `[Country]`, `[Language!]!`.
    var typeName: String {
        switch self {
        case .nonNull(let inner): "\(inner.typeName)!"
        case .list(let element): "[\(element.typeName)]"
        case .scalar(let name): name
        case .anything: "a custom scalar"
        case .enumeration(let name, _): name
        case .typeName: "String"
        case .object(let name, _): name
        }
    }

    private func mismatch(_ value: JSONValue?) -> JSONReadError {
        JSONReadError(expected: typeName, found: value)
    }

    /// Reads an object's members against one concrete type's fields: a missing, extra or wrong field throws.
    private static func read(_ members: JSONObject, fields: [(key: String, shape: ReplyShape)]) throws(JSONReadError) {
        for field in fields {
            do {
                try field.shape.read(members[field.key])
            } catch {
                throw error.under(.key(field.key))
            }
        }
        if members.count != fields.count, let extra = members.keys.sorted().first(where: { key in !fields.contains { $0.key == key } }) {
            throw JSONReadError(expected: "nothing", found: members[extra]).under(.key(extra))
        }
    }

    /// Whether a JSON value is a valid result of a built-in scalar.
    private static func holds(scalar name: String, _ value: JSONValue) -> Bool {
        switch (name, value) {
        case ("String", .string), ("ID", .string), ("Boolean", .bool), ("Float", .number): true
        case ("Int", .number(let number)): Int32(exactly: number) != nil
        default: false
        }
    }
}
