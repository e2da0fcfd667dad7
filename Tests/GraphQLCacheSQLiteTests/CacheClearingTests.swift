import Foundation
@testable import GraphQLCacheSQLite
import GraphQLClient
import Testing

/// Clearing deletes the cache files it can prove are ours, and leaves everything else byte for byte.
struct CacheClearingTests {
    /// The test's own directory.
    let directory: TemporaryDirectory

    /// Creates the directory.
    init() throws { directory = try TemporaryDirectory() }

    private func file(_ name: String) -> URL { directory.url.appendingPathComponent(name) }

    @Test func deletesOnlyOurRegularFiles() throws {
        _ = try openCache(file("cache.sqlite")).merge(RecordSet(Fixtures.everyShape))
        _ = try openCache(file("cache-a.sqlite")).merge(RecordSet(Fixtures.everyShape))
        try RawSQLite.makeDatabase(
            at: file("cache-foreign.sqlite"), userVersion: 1, sql: "CREATE TABLE records (key TEXT PRIMARY KEY NOT NULL, fields BLOB NOT NULL); CREATE TABLE mine (x)")
        try Data("not sqlite at all".utf8).write(to: file("cache-junk.sqlite"))
        try FileManager.default.createDirectory(at: file("cache-x.sqlite"), withIntermediateDirectories: false)
        try Data("precious".utf8).write(to: file("cache-x.sqlite/inside.txt"))
        let elsewhere = try TemporaryDirectory()
        let linked = elsewhere.url.appendingPathComponent("real.sqlite")
        _ = try openCache(linked).merge(RecordSet(Fixtures.everyShape))
        try FileManager.default.createSymbolicLink(atPath: file("cache-link.sqlite").path, withDestinationPath: linked.path)
        try Data("notes".utf8).write(to: file("notes.txt"))
        let kept = ["cache-foreign.sqlite", "cache-junk.sqlite", "cache-x.sqlite/inside.txt", "notes.txt"]
        let before = kept.map { contents(of: file($0)) }
        let linkedBefore = contents(of: linked)

        let outcome = try CacheClearing.clear(directory: directory.url)

        #expect(outcome.deleted.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["cache-a.sqlite", "cache.sqlite"])
        #expect(outcome.leftAlone.map(\.description) == [
            "left untouched: \(file("cache-foreign.sqlite").path) (it is not a country-explorer cache)",
            "left untouched: \(file("cache-junk.sqlite").path) (it is not a country-explorer cache)",
            "left untouched: \(file("cache-link.sqlite").path) (it is a symbolic link)",
            "left untouched: \(file("cache-x.sqlite").path) (it is a directory)",
        ])
        #expect(kept.map { contents(of: file($0)) } == before)
        #expect(contents(of: linked) == linkedBefore)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(left == ["cache-foreign.sqlite", "cache-junk.sqlite", "cache-link.sqlite", "cache-x.sqlite", "notes.txt"])
    }

    /// A cache still open by a writer goes with its WAL and shared-memory files, and counts as one cache; a
    /// missing one is already gone.
    @Test func deletesAnOpenCacheWithItsWALAndToleratesMissingOnes() throws {
        let open = try openCache(file("cache.sqlite"))
        _ = try open.merge(RecordSet(Fixtures.everyShape))
        #expect(FileManager.default.fileExists(atPath: file("cache.sqlite-wal").path))
        let outcome = try CacheClearing.clear(directory: directory.url)
        #expect(outcome.deleted.count == 1, "one cache, whatever files it is made of")
        #expect(outcome.deleted.first?.path == file("cache.sqlite").path)
        #expect(outcome.deleted.first?.sidecars == [file("cache.sqlite-wal").path, file("cache.sqlite-shm").path])
        #expect(outcome.leftAlone.isEmpty)

        _ = try openCache(file("cache-b.sqlite"))
        try? FileManager.default.removeItem(at: file("cache-b.sqlite-wal"))
        try? FileManager.default.removeItem(at: file("cache-b.sqlite-shm"))
        #expect(try CacheClearing.clear(directory: directory.url).deleted.map { URL(fileURLWithPath: $0.path).lastPathComponent }.contains("cache-b.sqlite"))
    }

    /// A FIFO beside a cache of ours keeps both: deleting the cache alone would strand its WAL.
    @Test func aFIFOBesideOurCacheKeepsBoth() throws {
        _ = try openCache(file("cache.sqlite"))
        try? FileManager.default.removeItem(at: file("cache.sqlite-shm"))
        #expect(mkfifo(file("cache.sqlite-shm").path, 0o600) == 0)
        let outcome = try CacheClearing.clear(directory: directory.url)
        #expect(outcome.leftAlone.map(\.description) == [
            "left untouched: \(file("cache.sqlite-shm").path) (it is a FIFO)",
            "left untouched: \(file("cache.sqlite").path) (a file beside it is not a regular file)",
        ])
        #expect(outcome.deleted.isEmpty)
        #expect(FileManager.default.fileExists(atPath: file("cache.sqlite").path))
    }
}
