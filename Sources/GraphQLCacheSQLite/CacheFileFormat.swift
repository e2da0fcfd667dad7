import GRDB

/// The cache file's layout, its mark and format version, and what to do with a file found on disk.
///
/// Our files carry `PRAGMA application_id` = `applicationID`. Only a marked file is ever reset; an unmarked one is
/// used only when it is empty, or when it is exactly a cache of the current format written before files were
/// marked (then it is marked). Anything else is refused and left untouched.
enum CacheFileFormat {
    /// This cache's mark in `PRAGMA application_id`: "CEXP" in ASCII.
    static let applicationID: Int32 = 0x4345_5850
    /// The format this version writes, kept in `PRAGMA user_version`.
    static let currentVersion = 1
    /// The columns of the `records` table in the current format.
    static let recordColumns = ["key", "fields"]

    /// What opening does with a file in a given state.
    enum Plan: Equatable {
        /// The file is a current cache: use it as it is.
        case use
        /// The file is a current cache from before files were marked: mark it, then use it.
        case mark
        /// The file is empty: create the table and mark it.
        case create
        /// The file is an older cache of ours: drop and recreate the table, telling the person why.
        case reset(reason: String)
        /// The file must not be touched.
        case refuse(CacheOpenError)
    }

    /// What to do with the file at `path` in `state`.
    static func plan(for state: CacheFileState, path: String) -> Plan {
        guard state.applicationID == applicationID else {
            if state.applicationID == 0 {
                if state.userVersion == 0 && state.tables.isEmpty { return .create }
                if state.userVersion == currentVersion && state.tables == ["records"] && state.recordColumns == recordColumns {
                    return .mark
                }
            }
            return .refuse(.notACache(path: path))
        }
        if state.userVersion > currentVersion {
            return .refuse(.newerFormat(path: path, found: state.userVersion, supported: currentVersion))
        }
        if state.userVersion == currentVersion {
            if state.recordColumns == recordColumns { return .use }
            if state.recordColumns.isEmpty { return .create }
            return .reset(reason: "its records table had an unknown layout")
        }
        if state.tables.isEmpty { return .create }
        return .reset(reason: "it was in format \(state.userVersion), this version uses \(currentVersion)")
    }

    /// Brings the file `db` has open to the current format inside a write transaction.
    ///
    /// Returns a notice for the person when an older cache was reset; throws the refusal for a file to leave alone.
    static func prepare(_ db: Database, path: String) throws -> String? {
        switch plan(for: try CacheFileState.read(db), path: path) {
        case .use:
            return nil
        case .mark:
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            return nil
        case .create:
            try createTable(db)
            return nil
        case .reset(let reason):
            try db.execute(sql: "DROP TABLE IF EXISTS records")
            try createTable(db)
            return "cache file \(path) was reset: \(reason)"
        case .refuse(let error):
            throw error
        }
    }

    /// Creates the `records` table and stamps the mark and the current format version.
    private static func createTable(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE records (key TEXT PRIMARY KEY NOT NULL, fields BLOB NOT NULL);
            PRAGMA application_id = \(applicationID);
            PRAGMA user_version = \(currentVersion);
            """)
    }
}

/// What a database file holds, as far as deciding to use, create, reset or refuse it goes.
struct CacheFileState: Equatable {
    /// `PRAGMA application_id`: `CacheFileFormat.applicationID` on our files.
    var applicationID: Int32
    /// `PRAGMA user_version`.
    var userVersion: Int
    /// The names of the tables, SQLite's own left out.
    var tables: Set<String>
    /// The column names of the `records` table in order; empty when there is none.
    var recordColumns: [String]

    /// Reads the state through `db`.
    static func read(_ db: Database) throws -> CacheFileState {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let tables = try String.fetchSet(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
        let columns = tables.contains("records")
            ? try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('records') ORDER BY cid")
            : []
        return CacheFileState(applicationID: applicationID, userVersion: version, tables: tables, recordColumns: columns)
    }

    /// The first problem `PRAGMA quick_check` finds, or nil when the file is sound.
    static func integrityProblem(_ db: Database) throws -> String? {
        let lines = try String.fetchAll(db, sql: "PRAGMA quick_check(1)")
        return lines == ["ok"] ? nil : lines.first ?? "integrity check returned nothing"
    }
}
