import Foundation
import GRDB

/// Direct access to a SQLite file, to build files of other formats and to reach under an open cache.
enum RawSQLite {
    /// Creates a database at `url` by running `sql`, then stamps `userVersion` and, when given, `applicationID`
    /// (rollback journal, not WAL).
    static func makeDatabase(at url: URL, userVersion: Int, applicationID: Int32? = nil, sql: String) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: sql)
            try db.execute(sql: "PRAGMA user_version = \(userVersion)")
            if let applicationID { try db.execute(sql: "PRAGMA application_id = \(applicationID)") }
        }
        try queue.close()
    }

    /// The file's `PRAGMA user_version`.
    static func userVersion(at url: URL) throws -> Int {
        let queue = try DatabaseQueue(path: url.path)
        return try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? -1 }
    }

    /// The file's `PRAGMA application_id`.
    static func applicationID(at url: URL) throws -> Int32 {
        let queue = try DatabaseQueue(path: url.path)
        return try queue.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? -1 }
    }

    /// Whether the file's `records` table holds a row for `key`, read through a connection of its own.
    static func holdsRecord(at url: URL, key: String) throws -> Bool {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM records WHERE key = ?)", arguments: [key]) ?? false }
    }

    /// Runs `sql` on the file through a connection of its own, as another process would.
    static func execute(at url: URL, _ sql: String) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
        try queue.close()
    }

    /// A GRDB error with this primary result code and SQLite's message for it.
    static func error(_ code: CInt) -> any Error {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: "simulated")
    }
}
