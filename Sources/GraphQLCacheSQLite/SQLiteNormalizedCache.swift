import Foundation
import GRDB
import GraphQLClient
import Synchronization

/// A `NormalizedCache` in a SQLite file that several processes can share: one row per record, WAL mode.
///
/// Every use of the file holds its directory's lock in shared mode (`CacheDirectoryLock`), which `cache clear`
/// holds alone: a clear never deletes the file under a use. After a clear, the next use opens the file anew, so
/// that what it writes lands in the new file rather than in the deleted one.
public final class SQLiteNormalizedCache: NormalizedCache {
    /// The file as it is open: its connections (one writer, concurrent readers) and which file they reach.
    private struct OpenFile {
        var pool: DatabasePool
        var identity: FileIdentity?
    }

    /// The open file, replaced when the file at `path` is no longer the one open.
    private let openFile: Mutex<OpenFile>
    /// How connections are set up, and how long a lock is waited for.
    private let options: SQLiteCacheOptions
    /// The file's path, for messages.
    public let path: String

    /// Connections to files deleted under them, kept open for the life of the process. Closing the last connection
    /// to a file, SQLite checkpoints it and deletes its `-wal` and `-shm` files by name: by then the names may be
    /// another process's new cache's.
    private static let retired = Mutex<[DatabasePool]>([])

    /// Wraps an opened pool whose schema is current.
    private init(pool: DatabasePool, path: String, options: SQLiteCacheOptions) {
        openFile = Mutex(OpenFile(pool: pool, identity: FileIdentity(path: path)))
        self.path = path
        self.options = options
    }

    deinit {
        let path = path
        openFile.withLock { open in
            if FileIdentity(path: path) != open.identity { Self.retired.withLock { $0.append(open.pool) } }
        }
    }

    /// Opens the cache file at `url`, creating it when missing and resetting it when an older version wrote it.
    ///
    /// Returns the cache and, when the file was reset, a one-line notice for the person. A file that is not a
    /// database, is damaged, or comes from a newer version is refused and left untouched.
    public static func open(at url: URL) throws(CacheOpenError) -> (cache: SQLiteNormalizedCache, notice: String?) {
        try open(at: url, options: SQLiteCacheOptions())
    }

    /// Opens the cache file at `url` with connections set up by `options`.
    ///
    /// A lock held by another process is waited for up to the busy timeout. SQLite's busy handler covers most of
    /// that wait, but not all: while several processes open a new file at once, switching it to WAL or recovering
    /// its index can fail at once with `SQLITE_BUSY`, so the whole opening is tried again until the timeout.
    static func open(
        at url: URL, options: SQLiteCacheOptions
    ) throws(CacheOpenError) -> (cache: SQLiteNormalizedCache, notice: String?) {
        let path = url.path
        let opened: (pool: DatabasePool, notice: String?)
        do {
            opened = try CacheDirectoryLock.withLock(on: CacheDirectoryLock.directory(of: path), .shared, wait: options.busyWait) {
                try openPool(at: path, options: options)
            }
        } catch let error as CacheOpenError {
            throw error
        } catch {
            throw .locked(path: path)
        }
        return (SQLiteNormalizedCache(pool: opened.pool, path: path, options: options), opened.notice)
    }

    /// Opens the file's connections, trying again while another process holds a lock, up to the busy timeout.
    private static func openPool(
        at path: String, options: SQLiteCacheOptions
    ) throws(CacheOpenError) -> (pool: DatabasePool, notice: String?) {
        let wait = options.busyWait
        let deadline = wait.now() + wait.timeout
        while true {
            do throws(CacheOpenError) {
                return try openOnce(at: path, options: options)
            } catch .locked where wait.now() < deadline {
                wait.poll()
            }
        }
    }

    private static func openOnce(
        at path: String, options: SQLiteCacheOptions
    ) throws(CacheOpenError) -> (pool: DatabasePool, notice: String?) {
        try CacheFilePreflight.check(path: path, options: options)
        do {
            let pool = try DatabasePool(path: path, configuration: options.configuration)
            let notice = try pool.write { db in try CacheFileFormat.prepare(db, path: path) }
            return (pool, notice)
        } catch let error as CacheOpenError {
            throw error
        } catch {
            throw CacheOpenError.classify(error, path: path)
        }
    }

    /// Runs `body` with the open file's connections, holding the directory's lock; `operation` words failures.
    ///
    /// When the file at `path` is no longer the one open (a clear deleted it), it is opened anew first.
    private func using<Result>(
        _ operation: SQLiteCacheError.Operation, _ body: (DatabasePool) throws -> Result
    ) throws(SQLiteCacheError) -> Result {
        do {
            return try CacheDirectoryLock.withLock(on: CacheDirectoryLock.directory(of: path), .shared, wait: options.busyWait) {
                try body(try currentPool())
            }
        } catch {
            throw SQLiteCacheError(error, operation: operation, path: path)
        }
    }

    /// The connections to the file now at `path`, reopened when it is another file than the one open.
    private func currentPool() throws(CacheOpenError) -> DatabasePool {
        let now = FileIdentity(path: path)
        return try openFile.withLock { (open: inout OpenFile) throws(CacheOpenError) -> DatabasePool in
            if let now, now == open.identity { return open.pool }
            let reopened = try Self.openPool(at: path, options: options)
            Self.retired.withLock { $0.append(open.pool) }
            open = OpenFile(pool: reopened.pool, identity: FileIdentity(path: path))
            return reopened.pool
        }
    }

    /// Runs `body` inside one read transaction, so every lookup sees the same state of the file.
    ///
    /// Failures of the file are thrown as `SQLiteCacheError`s; errors of `body` pass through as they are.
    public func read<Result>(_ body: (any RecordLookup) throws -> Result) throws -> Result {
        // Errors of `body` pass through as they are: they travel past `using`, which words only the file's.
        let outcome: Swift.Result<Result, any Error> = try using(.read) { pool in
            do {
                return try pool.read { db in Swift.Result { try body(SQLiteRecordLookup(rows: RecordRows(db: db), path: path)) } }
            } catch let error as DatabaseError {
                throw SQLiteCacheError(error, operation: .read, path: path)
            }
        }
        return try outcome.get()
    }

    /// Merges records in within one write transaction and returns the fields whose values changed, of those
    /// `interest` names.
    public func merge(_ records: RecordSet, reporting interest: ChangeInterest) throws(SQLiteCacheError) -> Set<CacheFieldID> {
        guard !records.isEmpty else { return [] }
        return try merge(reporting: interest) { mergeBatch in
            try mergeBatch(records)
            return true
        } ?? []
    }

    /// Merges each batch in as it comes, within one write transaction that is rolled back when `batches` gives up,
    /// and returns the fields whose values changed, of those `interest` names; nil when `batches` gave up.
    public func merge(reporting interest: ChangeInterest, _ batches: RecordBatches) throws(SQLiteCacheError) -> Set<CacheFieldID>? {
        try using(.write) { pool in
            try pool.writeWithoutTransaction { db in
                let rows = RecordRows(db: db)
                var changed: Set<CacheFieldID>?
                try db.inTransaction {
                    var merged: Set<CacheFieldID> = []
                    guard try batches({ batch in merged.formUnion(try rows.merge(batch, reporting: interest)) }) else { return .rollback }
                    changed = merged
                    return .commit
                }
                return changed
            }
        }
    }

    /// Every record's key.
    public func keys() throws(SQLiteCacheError) -> [CacheKey] {
        try using(.read) { pool in try pool.read { db in try RecordRows(db: db).keys() } }
    }

    /// Removes one record; whether there was one.
    public func removeRecord(forKey key: CacheKey) throws(SQLiteCacheError) -> Bool {
        try using(.write) { pool in try pool.write { db in try RecordRows(db: db).remove(key: key) } }
    }

    /// The cache file.
    public var file: URL? { URL(fileURLWithPath: path) }

    /// Removes every record.
    public func removeAll() throws(SQLiteCacheError) {
        try using(.clear) { pool in try pool.write { db in try RecordRows(db: db).removeAll() } }
    }
}
