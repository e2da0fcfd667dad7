import JSONCore

/// One entry of a response's `errors`.
public struct GraphQLResponseError: Sendable, Hashable, CustomStringConvertible {
    /// Where in the document the error applies.
    public struct Location: Sendable, Hashable {
        /// 1-based line.
        public let line: Int
        /// 1-based column.
        public let column: Int

        /// Creates a location.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// One step of a response path: a field name or a list index.
    public enum PathElement: Sendable, Hashable, CustomStringConvertible {
        /// A field's response key.
        case field(String)
        /// A list index.
        case index(Int)

        /// The field name or the index.
        public var description: String {
            switch self {
            case .field(let name): name
            case .index(let index): String(index)
            }
        }
    }

    /// The error's message.
    public let message: String
    /// Where in the document it applies.
    public let locations: [Location]?
    /// The response path of the field that failed.
    public let path: [PathElement]?
    /// Server-specific details.
    public let extensions: JSONValue?

    /// Creates an error entry.
    public init(message: String, locations: [Location]? = nil, path: [PathElement]? = nil, extensions: JSONValue? = nil) {
        self.message = message
        self.locations = locations
        self.path = path
        self.extensions = extensions
    }

    /// The message, followed by its path when it has one (`at country.name`).
    public var description: String {
        guard let path, !path.isEmpty else { return message }
        return "\(message) (at \(path.map(\.description).joined(separator: ".")))"
    }
}

extension GraphQLResponseError: JSONValueReadable, JSONValueWritable {
    /// Reads an entry as the GraphQL specification describes it: a `message`, and optionally `locations`,
    /// `path` and `extensions`.
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(
            message: String(member: "message", of: members),
            locations: [Location]?(member: "locations", of: members),
            path: [PathElement]?(member: "path", of: members),
            extensions: JSONValue?(member: "extensions", of: members)
        )
    }

    /// `error`.
    public static var expectedJSON: String { "error" }

    /// The entry as JSON, leaving out what it does not have.
    public var jsonValue: JSONValue {
        var members: JSONObject = ["message": .string(message)]
        members["locations"] = locations.map { .array($0.map(\.jsonValue)) }
        members["path"] = path.map { .array($0.map(\.jsonValue)) }
        members["extensions"] = extensions
        return .object(members)
    }
}

extension GraphQLResponseError.Location: JSONValueReadable, JSONValueWritable {
    /// `{"line": …, "column": …}`.
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(line: Int(member: "line", of: members), column: Int(member: "column", of: members))
    }

    /// `location`.
    public static var expectedJSON: String { "location" }

    /// `{"column": …, "line": …}`.
    public var jsonValue: JSONValue { .object(["line": line.jsonValue, "column": column.jsonValue]) }
}

extension GraphQLResponseError.PathElement: JSONValueReadable, JSONValueWritable {
    /// A whole number is an index, a string a field.
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        switch jsonValue {
        case .string(let name)?: self = .field(name)
        case .number(let number)? where Int(exactly: number) != nil: self = .index(Int(number))
        default: throw JSONReadError(expected: Self.expectedJSON, found: jsonValue)
        }
    }

    /// `String or Int`.
    public static var expectedJSON: String { "String or Int" }

    /// A JSON string or number.
    public var jsonValue: JSONValue {
        switch self {
        case .field(let name): .string(name)
        case .index(let index): index.jsonValue
        }
    }
}
