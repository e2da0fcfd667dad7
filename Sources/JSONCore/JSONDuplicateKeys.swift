/// What parsing does with a key that an object repeats. RFC 8259 says keys SHOULD be unique and leaves the
/// rest to each parser: JavaScript's `JSON.parse` keeps the last value, and a reader that checks what it was
/// sent may refuse the object instead.
public enum JSONDuplicateKeys: Sendable, Hashable {
    /// The last value wins, as in `JSON.parse` (graphql-js servers read request bodies so).
    case keepLast
    /// A repeated key is a syntax error.
    case refuse

    /// The longest part of a repeated key quoted in the error; a hostile key may be megabytes long.
    static let quotedKeyLength = 64

    /// The key in quotes for an error message, cut to `quotedKeyLength` characters.
    static func quoted(_ key: String) -> String {
        key.count <= quotedKeyLength ? "\"\(key)\"" : "\"\(key.prefix(quotedKeyLength))…\""
    }
}
