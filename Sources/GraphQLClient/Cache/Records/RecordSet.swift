import Foundation

/// The records a response normalizes into, by key; merging into a set combines records field by field.
public struct RecordSet: Sendable, Hashable {
    /// The records by key.
    public private(set) var records: [CacheKey: Record] = [:]
    /// When the set's fields were written, for every field without a time of its own: a reply normalizes at one
    /// time, and a time per field of a million-field reply would cost as much as the fields.
    public var writtenAt: Date?

    /// Creates a set from records; records with the same key are merged in order.
    public init(_ records: [Record] = []) {
        for record in records { merge(record) }
    }

    /// Whether the set holds no record.
    public var isEmpty: Bool { records.isEmpty }

    /// How many records the set holds.
    public var count: Int { records.count }

    /// The record with this key.
    public subscript(key: CacheKey) -> Record? { records[key] }

    /// Adds a record, merging it field by field into one with the same key.
    public mutating func merge(_ record: Record) {
        if records[record.key] == nil {
            records[record.key] = record
        } else {
            records[record.key]?.merge(record)
        }
    }
}
