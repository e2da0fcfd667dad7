import Foundation
@testable import GraphQLCacheSQLite
import GraphQLClient
import Testing

/// Opening classifies bad files for a person, and never harms a file that is not a current cache.
struct OpenFailureTests {
    /// The test's own directory.
    let directory: TemporaryDirectory

    /// Creates the directory.
    init() throws { directory = try TemporaryDirectory() }

    /// The error opening the cache file throws, or nil when it opens.
    private func openError() -> CacheOpenError? {
        GraphQLCacheSQLiteTests.openError(directory.cacheFile)
    }

    /// Random bytes are not a database: refused, byte for byte untouched, no WAL files beside it.
    @Test func randomBytesAreRefusedAndKept() throws {
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try garbage.write(to: directory.cacheFile)
        let error = openError()
        #expect(error == .notADatabase(path: directory.cacheFile.path))
        #expect(contents(of: directory.cacheFile) == garbage)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["cache.sqlite"])
        #expect(error?.description == "\(directory.cacheFile.path) is not a SQLite database; it was left untouched")
    }

    /// A valid cache cut in half is reported as damaged, and left for the person to delete.
    @Test func truncatedCacheIsCorrupt() throws {
        do {
            let cache = try openCache(directory.cacheFile)
            _ = try cache.merge(Fixtures.allCountries(countries: 1000, at: time(0)))
        }
        let whole = try #require(contents(of: directory.cacheFile))
        #expect(!FileManager.default.fileExists(atPath: directory.cacheFile.path + "-wal"))
        let half = whole.prefix(whole.count / 2)
        try half.write(to: directory.cacheFile)
        let error = openError()
        guard case .corrupt(let path, _)? = error else {
            Issue.record("expected a corrupt file, got \(String(describing: error))")
            return
        }
        #expect(path == directory.cacheFile.path)
        #expect(contents(of: directory.cacheFile) == half)
    }

    /// A file of ours in a newer format is refused before anything writes to it.
    @Test func newerFormatIsRefusedUntouched() throws {
        try RawSQLite.makeDatabase(
            at: directory.cacheFile, userVersion: 99, applicationID: CacheFileFormat.applicationID,
            sql: "CREATE TABLE records (key TEXT, fields BLOB, extra INT)")
        let before = try #require(contents(of: directory.cacheFile))
        let error = openError()
        #expect(error == .newerFormat(path: directory.cacheFile.path, found: 99, supported: 1))
        #expect(contents(of: directory.cacheFile) == before)
        #expect(error?.description.contains("newer") == true)
    }

    /// A file of ours in an older format is reset, with a notice, and keeps the mark.
    @Test func olderFormatOfOursIsReset() throws {
        try RawSQLite.makeDatabase(at: directory.cacheFile, userVersion: 0, applicationID: CacheFileFormat.applicationID, sql: """
            CREATE TABLE records (id INTEGER PRIMARY KEY, payload TEXT);
            INSERT INTO records (payload) VALUES ('old');
            """)
        let opened = try SQLiteNormalizedCache.open(at: directory.cacheFile)
        #expect(opened.notice == "cache file \(directory.cacheFile.path) was reset: it was in format 0, this version uses 1")
        #expect(try RawSQLite.userVersion(at: directory.cacheFile) == 1)
        #expect(try RawSQLite.applicationID(at: directory.cacheFile) == CacheFileFormat.applicationID)
        let records = RecordSet(Fixtures.everyShape)
        _ = try opened.cache.merge(records)
        #expect(try storedRecords(opened.cache, keys: records.records.keys) == records.records)
    }

    /// A current-version file of ours whose table has the wrong columns is reset too.
    @Test func currentVersionWithWrongLayoutIsReset() throws {
        try RawSQLite.makeDatabase(
            at: directory.cacheFile, userVersion: 1, applicationID: CacheFileFormat.applicationID, sql: "CREATE TABLE records (key TEXT, body TEXT)")
        let opened = try SQLiteNormalizedCache.open(at: directory.cacheFile)
        #expect(opened.notice?.hasSuffix("was reset: its records table had an unknown layout") == true)
        #expect(try opened.cache.merge(RecordSet(Fixtures.everyShape)).isEmpty == false)
    }

    /// Someone else's database that happens to have a `records` table, of any layout or version, is not ours:
    /// refused and byte for byte untouched.
    @Test(arguments: [
        (0, "CREATE TABLE records (id INTEGER PRIMARY KEY, payload TEXT); INSERT INTO records (payload) VALUES ('mine')"),
        (1, "CREATE TABLE records (key TEXT, body TEXT); INSERT INTO records VALUES ('a', 'b')"),
        (1, "CREATE TABLE records (key TEXT PRIMARY KEY NOT NULL, fields BLOB NOT NULL); CREATE TABLE notes (text TEXT)"),
        (7, "CREATE TABLE records (key TEXT PRIMARY KEY NOT NULL, fields BLOB NOT NULL)"),
    ])
    func foreignRecordsTableIsRefusedUntouched(userVersion: Int, sql: String) throws {
        try RawSQLite.makeDatabase(at: directory.cacheFile, userVersion: userVersion, sql: sql)
        let before = try #require(contents(of: directory.cacheFile))
        let error = openError()
        #expect(error == .notACache(path: directory.cacheFile.path))
        #expect(error?.description == "\(directory.cacheFile.path) is not a country-explorer cache; left untouched")
        #expect(contents(of: directory.cacheFile) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["cache.sqlite"])
    }

    /// A database of another application's mark is refused, even with our exact layout.
    @Test func anotherApplicationsMarkIsRefused() throws {
        try RawSQLite.makeDatabase(
            at: directory.cacheFile, userVersion: 1, applicationID: 0x1234,
            sql: "CREATE TABLE records (key TEXT PRIMARY KEY NOT NULL, fields BLOB NOT NULL)")
        let before = try #require(contents(of: directory.cacheFile))
        #expect(openError() == .notACache(path: directory.cacheFile.path))
        #expect(contents(of: directory.cacheFile) == before)
    }

    /// A cache written before files were marked (exactly our table, format 1, no mark) is marked and kept.
    @Test func unmarkedCacheOfTheCurrentFormatIsMarkedAndKept() throws {
        try RawSQLite.makeDatabase(
            at: directory.cacheFile, userVersion: 1, sql: "CREATE TABLE records (key TEXT PRIMARY KEY NOT NULL, fields BLOB NOT NULL)")
        let opened = try SQLiteNormalizedCache.open(at: directory.cacheFile)
        #expect(opened.notice == nil)
        #expect(try RawSQLite.applicationID(at: directory.cacheFile) == CacheFileFormat.applicationID)
    }

    /// A new cache file carries the mark and the format version.
    @Test func newFileIsMarked() throws {
        _ = try openCache(directory.cacheFile)
        #expect(try RawSQLite.applicationID(at: directory.cacheFile) == CacheFileFormat.applicationID)
        #expect(try RawSQLite.userVersion(at: directory.cacheFile) == CacheFileFormat.currentVersion)
    }

    /// A current cache opens without a notice.
    @Test func currentCacheOpensQuietly() throws {
        _ = try openCache(directory.cacheFile)
        let reopened = try SQLiteNormalizedCache.open(at: directory.cacheFile)
        #expect(reopened.notice == nil)
    }

    /// Some other program's database is not a cache: refused and untouched.
    @Test func foreignDatabaseIsRefusedUntouched() throws {
        try RawSQLite.makeDatabase(at: directory.cacheFile, userVersion: 0, sql: "CREATE TABLE people (name TEXT)")
        let before = try #require(contents(of: directory.cacheFile))
        #expect(openError() == .notACache(path: directory.cacheFile.path))
        #expect(contents(of: directory.cacheFile) == before)
    }

    /// A missing directory is named in the message.
    @Test func missingDirectoryIsNamed() {
        let file = directory.url.appendingPathComponent("absent/cache.sqlite")
        #expect(throws: CacheOpenError.cannotOpen(
            path: file.path, detail: "the directory \(directory.url.path)/absent does not exist")
        ) {
            try SQLiteNormalizedCache.open(at: file)
        }
    }

    /// A directory that cannot be written refuses a new cache file, and an existing one.
    @Test(.enabled(if: Unwritable.isPossible, "root on a file system without chattr +i"))
    func unwritableDirectoryIsReadOnly() throws {
        let locked = directory.url.appendingPathComponent("locked", isDirectory: true)
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        let existing = directory.url.appendingPathComponent("existing", isDirectory: true)
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: false)
        _ = try openCache(CacheDirectory.fileURL(in: existing)).merge(RecordSet(Fixtures.everyShape))
        for folder in [locked, existing] {
            let undo = try #require(Unwritable.make(folder))
            defer { undo() }
            let file = CacheDirectory.fileURL(in: folder)
            #expect(throws: CacheOpenError.readOnly(path: file.path, detail: "the directory \(folder.path) is not writable")) {
                try SQLiteNormalizedCache.open(at: file)
            }
        }
    }

    /// A cache file that cannot be written is reported as read-only, and stays as it was.
    @Test(.enabled(if: Unwritable.isPossible, "root on a file system without chattr +i"))
    func unwritableFileIsReadOnly() throws {
        _ = try openCache(directory.cacheFile).merge(RecordSet(Fixtures.everyShape))
        let before = try #require(contents(of: directory.cacheFile))
        let undo = try #require(Unwritable.make(directory.cacheFile))
        defer { undo() }
        #expect(openError() == .readOnly(path: directory.cacheFile.path, detail: "the file is read-only"))
        #expect(contents(of: directory.cacheFile) == before)
    }
}
