import Foundation
import GRDB
import GraphQLClient

/// The `records` table through one connection, with a cached prepared statement per kind of access.
struct RecordRows {
    /// The connection, valid only inside the GRDB access that handed it out.
    let db: Database

    /// The record with this key, or nil when the table has no row for it.
    func record(forKey key: CacheKey) throws -> CacheRecord? {
        let select = try db.cachedStatement(sql: "SELECT fields FROM records WHERE key = ?")
        guard let bytes = try Data.fetchOne(select, arguments: [key]) else { return nil }
        return try RecordCoding.decode(bytes, key: key)
    }

    /// Inserts the record, or replaces the row that has its key.
    func store(_ record: CacheRecord) throws {
        let upsert = try db.cachedStatement(sql: """
            INSERT INTO records (key, fields) VALUES (?, ?)
            ON CONFLICT (key) DO UPDATE SET fields = excluded.fields
            """)
        try upsert.execute(arguments: [record.key, RecordCoding.encode(record)])
    }

    /// Merges records in field by field, writing back only the rows that changed, and returns the changed fields
    /// that `interest` names.
    ///
    /// A malformed row is replaced by the incoming record, as if it were not there.
    func merge(_ records: RecordSet, reporting interest: ChangeInterest) throws -> Set<CacheFieldID> {
        var changed: Set<CacheFieldID> = []
        for (key, incoming) in records.records {
            let existing: CacheRecord?
            do {
                existing = try record(forKey: key)
            } catch is RecordCodingError {
                existing = nil
            }
            var merged = existing ?? CacheRecord(key: key)
            changed.formUnion(merged.merge(incoming, writtenAt: records.writtenAt).filter(interest.includes))
            if merged != existing { try store(merged) }
        }
        return changed
    }

    /// Every row's key.
    func keys() throws -> [CacheKey] {
        try String.fetchAll(db, sql: "SELECT key FROM records")
    }

    /// Deletes the row with this key; whether there was one.
    func remove(key: CacheKey) throws -> Bool {
        try db.execute(sql: "DELETE FROM records WHERE key = ?", arguments: [key])
        return db.changesCount > 0
    }

    /// Deletes every row.
    func removeAll() throws {
        try db.execute(sql: "DELETE FROM records")
    }
}

/// A `RecordLookup` over the `records` table inside one GRDB read.
struct SQLiteRecordLookup: RecordLookup {
    /// The table, through the read's connection.
    let rows: RecordRows
    /// The file's path, for errors.
    let path: String

    /// The record with this key, or nil when the cache has none; a malformed row is a `CacheMiss` for the read
    /// alone, failures of the file are `SQLiteCacheError`s.
    func record(forKey key: CacheKey) throws -> CacheRecord? {
        do {
            return try rows.record(forKey: key)
        } catch let malformed as RecordCodingError {
            throw CacheMiss(missing: "well-formed \(key) (\(malformed.reason))")
        } catch {
            throw SQLiteCacheError(error, operation: .read, path: path)
        }
    }
}
