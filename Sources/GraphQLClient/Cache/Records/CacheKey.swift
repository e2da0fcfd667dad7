/// The key of a normalized record: `Country:JP` for an object with an identity, `QUERY_ROOT` for the root,
/// or a path such as `Country:JP.states.3` for an object without one.
public typealias CacheKey = String

/// Names one field of one record, `Country:JP.name`: what watchers depend on and what a merge reports as changed.
public struct CacheFieldID: Sendable, Hashable, CustomStringConvertible {
    /// The record's key.
    public var record: CacheKey
    /// The field's key within the record, arguments included (`name(lang:"fr")`).
    public var field: String

    /// Creates a field identifier.
    public init(record: CacheKey, field: String) {
        self.record = record
        self.field = field
    }

    /// `record.field`.
    public var description: String { "\(record).\(field)" }
}

extension CacheKey {
    /// The key of the query root record.
    public static let queryRoot: CacheKey = "QUERY_ROOT"
}
