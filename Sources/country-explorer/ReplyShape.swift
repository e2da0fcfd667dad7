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

    /// What is wrong with `value` at `path` (such as `expected String at data.country.name`), or nil.
    func problem(in value: JSONValue?, at path: String) -> String? {
        guard let value else { return "missing field \(path)" }
        switch self {
        case .nonNull(let inner):
            return value == .null ? "expected non-null \(inner.typeName) at \(path), found null" : inner.problem(in: value, at: path)
        case _ where value == .null:
            return nil
        case .list(let element):
            guard case .array(let items) = value else { return mismatch(at: path) }
            for (index, item) in items.enumerated() {
                if let problem = element.problem(in: item, at: "\(path).\(index)") { return problem }
            }
            return nil
        case .scalar(let name):
            return Self.holds(scalar: name, value) ? nil : mismatch(at: path)
        case .anything:
            return nil
        case .enumeration(_, let values):
            guard case .string(let text) = value, values.contains(text) else { return mismatch(at: path) }
            return nil
        case .typeName(let name):
            return value == .string(name) ? nil : "expected \"\(name)\" at \(path)"
        case .object(let typeName, let fieldsByType):
            guard case .object(let members) = value else { return mismatch(at: path) }
            let concrete = members["__typename"]?.stringValue.flatMap { fieldsByType[$0] != nil ? $0 : nil }
            let candidates = concrete.map { [$0] } ?? fieldsByType.keys.sorted()
            var first: String?
            for candidate in candidates {
                guard let problem = Self.problem(in: members, fields: fieldsByType[candidate] ?? [], at: path) else { return nil }
                first = first ?? problem
            }
            return first ?? (candidates.isEmpty ? "no type of \(typeName) fits \(path)" : nil)
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

    private func mismatch(at path: String) -> String {
        "expected \(typeName) at \(path)"
    }

    /// What is wrong with an object's members against one concrete type's fields: a missing, extra or wrong field.
    private static func problem(in members: [String: JSONValue], fields: [(key: String, shape: ReplyShape)], at path: String) -> String? {
        for field in fields {
            if let problem = field.shape.problem(in: members[field.key], at: "\(path).\(field.key)") { return problem }
        }
        if members.count != fields.count, let extra = members.keys.sorted().first(where: { key in !fields.contains { $0.key == key } }) {
            return "unexpected field \(path).\(extra)"
        }
        return nil
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
