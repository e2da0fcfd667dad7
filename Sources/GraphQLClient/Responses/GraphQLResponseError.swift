import JSONCore

/// One entry of a response's `errors`.
public struct GraphQLResponseError: Codable, Sendable, Hashable, CustomStringConvertible {
    /// Where in the document the error applies.
    public struct Location: Codable, Sendable, Hashable {
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
    public enum PathElement: Codable, Sendable, Hashable, CustomStringConvertible {
        /// A field's response key.
        case field(String)
        /// A list index.
        case index(Int)

        /// Decodes a string or an integer.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let index = try? container.decode(Int.self) {
                self = .index(index)
            } else {
                self = .field(try container.decode(String.self))
            }
        }

        /// Encodes as a JSON string or number.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .field(let name): try container.encode(name)
            case .index(let index): try container.encode(index)
            }
        }

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
