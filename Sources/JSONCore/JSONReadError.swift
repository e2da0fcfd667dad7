/// One step of a path into a JSON value: an object member or an array element.
public enum JSONPathComponent: Sendable, Hashable {
    /// An object member, by key.
    case key(String)
    /// An array element, by position from 0.
    case index(Int)
}

/// Why a JSON value does not read as what was asked of it: where, what was expected there and what was found,
/// as in `data.country.languages[2].code: expected String, found 42`.
public struct JSONReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the mismatch is, from the value read to the offending member or element.
    public private(set) var path: [JSONPathComponent]
    /// What was expected there, in the reader's words (`String`, `[Language]`, `Country!`).
    public let expected: String
    /// What was there instead: `null`, `42`, `"text"`, `an object`, `an array`, or `nothing` for a missing member.
    public let found: String

    /// The longest part of a found string quoted in the message; an outside string may be megabytes long.
    static let quotedLength = 40

    /// An error at `path` for `value` (nil: the member is missing) where `expected` was expected.
    public init(expected: String, found value: JSONValue?, at path: [JSONPathComponent] = []) {
        self.path = path
        self.expected = expected
        self.found = value.map(Self.describe) ?? "nothing"
    }

    /// The same error, one step further from the place it was found (the step a caller took to get there).
    public func under(_ step: JSONPathComponent) -> JSONReadError {
        var error = self
        error.path.insert(step, at: 0)
        return error
    }

    /// The path as people write it: `data.country.languages[2].code`; empty at the value itself.
    public var pathText: String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// "path: expected X, found Y", or without the path at the value itself.
    public var description: String {
        let path = pathText
        return (path.isEmpty ? "" : "\(path): ") + "expected \(expected), found \(found)"
    }

    /// A value as a message names it: scalars as JSON writes them (a long string cut), containers by kind.
    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let text) where text.count > quotedLength:
            return String(decoding: JSONValue.string(String(text.prefix(quotedLength))).prettyJSONData, as: UTF8.self) + "…"
        default:
            return String(decoding: value.prettyJSONData, as: UTF8.self)
        }
    }
}
