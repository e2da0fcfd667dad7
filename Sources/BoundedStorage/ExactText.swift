/// Text compared by its UTF-8 bytes, as a cache key.
///
/// Swift's `String` equality is canonical equivalence, so `"\u{E9}"` and `"e\u{301}"` are one string. In GraphQL
/// they are different values (graphql-js compares code units), so a cache keyed by `String` would answer a request
/// with another request's answer.
public struct ExactText: Hashable, Sendable {
    /// The text.
    public let string: String

    /// Wraps `string`.
    public init(_ string: String) {
        self.string = string
    }

    /// Whether the two texts have the same bytes.
    public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    /// Hashes the bytes.
    public func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(string.utf8.count)
    }
}
