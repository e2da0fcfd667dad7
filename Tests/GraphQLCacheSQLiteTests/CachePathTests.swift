import Foundation
@testable import GraphQLCacheSQLite
import GraphQLClient
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Only regular files are opened: whatever else stands at the cache's path is refused at once and left as it was.
struct CachePathTests {
    /// The test's own directory.
    let directory: TemporaryDirectory

    /// Creates the directory.
    init() throws { directory = try TemporaryDirectory() }

    /// The error opening the cache file throws, or nil when it opens.
    private func openError() -> CacheOpenError? {
        GraphQLCacheSQLiteTests.openError(directory.cacheFile)
    }

    /// A FIFO in place of the cache file (or of its WAL file) is refused without blocking.
    @Test(arguments: ["", "-wal", "-shm"]) func fifoIsRefusedWithoutBlocking(suffix: String) throws {
        let fifo = directory.cacheFile.path + suffix
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(openError() == .notARegularFile(path: fifo, kind: "a FIFO"))
        #expect(openError()?.description == "\(fifo) is a FIFO, not a cache file; left untouched")
    }

    /// A directory in place of the cache file is refused, with everything in it kept.
    @Test func directoryIsRefused() throws {
        let inner = directory.cacheFile.appendingPathComponent("keep.txt")
        try FileManager.default.createDirectory(at: directory.cacheFile, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: inner)
        #expect(openError() == .notARegularFile(path: directory.cacheFile.path, kind: "a directory"))
        #expect(contents(of: inner) == Data("mine".utf8))
    }

    /// A device in place of the cache file is refused.
    @Test func deviceIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: directory.cacheFile.path, withDestinationPath: "/dev/null")
        #expect(openError() == .notARegularFile(path: directory.cacheFile.path, kind: "a symbolic link to a character device"))
    }

    /// A symbolic link to a missing file is not written through: nothing is created at its target.
    @Test func linkToAMissingFileIsRefused() throws {
        let target = directory.url.appendingPathComponent("elsewhere.sqlite")
        try FileManager.default.createSymbolicLink(atPath: directory.cacheFile.path, withDestinationPath: target.path)
        #expect(openError() == .notARegularFile(path: directory.cacheFile.path, kind: "a symbolic link to a missing file"))
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    /// A symbolic link to an empty file is not written through: the file stays empty.
    @Test func linkToAnEmptyFileIsRefused() throws {
        let target = directory.url.appendingPathComponent("empty")
        try Data().write(to: target)
        try FileManager.default.createSymbolicLink(atPath: directory.cacheFile.path, withDestinationPath: target.path)
        #expect(openError() == .notARegularFile(path: directory.cacheFile.path, kind: "a symbolic link to an empty file"))
        #expect(contents(of: target) == Data())
    }

    /// A symbolic link to a database that is not ours is refused, and the database is untouched.
    @Test func linkToAForeignDatabaseIsRefused() throws {
        let target = directory.url.appendingPathComponent("people.sqlite")
        try RawSQLite.makeDatabase(at: target, userVersion: 0, sql: "CREATE TABLE people (name TEXT)")
        let before = try #require(contents(of: target))
        try FileManager.default.createSymbolicLink(atPath: directory.cacheFile.path, withDestinationPath: target.path)
        #expect(openError() == .notACache(path: directory.cacheFile.path))
        #expect(contents(of: target) == before)
    }

    /// A symbolic link to a cache of ours is followed.
    @Test func linkToOurCacheIsFollowed() throws {
        let target = directory.url.appendingPathComponent("real.sqlite")
        let records = RecordSet(Fixtures.everyShape)
        _ = try openCache(target).merge(records)
        try FileManager.default.createSymbolicLink(atPath: directory.cacheFile.path, withDestinationPath: target.path)
        #expect(try storedRecords(openCache(directory.cacheFile), keys: records.records.keys) == records.records)
    }

    /// A file that may not be read is reported as unreadable, not as read-only.
    @Test(.enabled(if: !runningAsRoot, "root reads files of mode 000"))
    func unreadableFileIsReportedAsUnreadable() throws {
        _ = try openCache(directory.cacheFile)
        #expect(chmod(directory.cacheFile.path, 0) == 0)
        defer { chmod(directory.cacheFile.path, 0o600) }
        #expect(openError() == .unreadable(path: directory.cacheFile.path, detail: "Permission denied"))
    }
}
