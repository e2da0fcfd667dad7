import JSONCore

/// One field's value in a normalized record: JSON for leaves, references for objects, lists of either.
public enum RecordValue: Sendable, Hashable {
    /// A leaf value as the server sent it (a scalar, an enum, a list of scalars, or `null`).
    case scalar(JSONValue)
    /// An object stored as its own record.
    case reference(CacheKey)
    /// A list whose elements are objects (references), nested lists, or nulls.
    case list([RecordValue])
}
