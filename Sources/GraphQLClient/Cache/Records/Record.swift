import Foundation

/// A normalized object: its fields by field key, each with the time it was written.
public struct Record: Sendable, Hashable {
    /// The record's key.
    public var key: CacheKey
    /// The field values by field key (`name`, `name(lang:"fr")`).
    public var fields: [String: RecordValue]
    /// When each field was last written; a field written again with the same value is fresh again.
    public var writtenAt: [String: Date]

    /// Creates a record.
    public init(key: CacheKey, fields: [String: RecordValue] = [:], writtenAt: [String: Date] = [:]) {
        self.key = key
        self.fields = fields
        self.writtenAt = writtenAt
    }

    /// When the record's oldest field was written: the record's age.
    public var oldestWrite: Date? { writtenAt.values.min() }

    /// Writes `other`'s fields over this record's, returning the fields whose values changed.
    ///
    /// Times are taken from `other` for every field it has, changed or not; `time` stands for a field of `other`
    /// that has none (see `RecordSet.writtenAt`).
    @discardableResult
    public mutating func merge(_ other: Record, writtenAt time: Date? = nil) -> [CacheFieldID] {
        var changed: [CacheFieldID] = []
        for (field, value) in other.fields {
            if fields[field] != value {
                fields[field] = value
                changed.append(CacheFieldID(record: key, field: field))
            }
            if let written = other.writtenAt[field] ?? time { writtenAt[field] = written }
        }
        return changed
    }
}
