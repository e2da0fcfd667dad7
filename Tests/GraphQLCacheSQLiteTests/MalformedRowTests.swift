import Foundation
@testable import GraphQLCacheSQLite
import GraphQLClient
import Testing

/// A malformed row is a miss for the reads that meet it, never a reason to give up the file.
struct MalformedRowTests {
    /// The test's own directory.
    let directory: TemporaryDirectory

    /// Creates the directory.
    init() throws { directory = try TemporaryDirectory() }

    @Test(arguments: [
        "X'7B'", "'{\"fields\":{}}'", "'{\"fields\":{\"a\":{\"$nope\":1}},\"writtenAt\":{}}'",
        // Times no clock gives: beyond year 9999, before 1970, or so far out that an age in seconds overflows.
        "'{\"fields\":{\"name\":\"Canada\"},\"writtenAt\":{\"name\":1e300}}'",
        "'{\"fields\":{\"name\":\"Canada\"},\"writtenAt\":{\"name\":-1e19}}'",
        "'{\"fields\":{\"name\":\"Canada\"},\"writtenAt\":{\"name\":253402300800}}'",
        "'{\"fields\":{\"name\":\"Canada\"},\"writtenAt\":{\"name\":-1}}'",
    ])
    func malformedRowIsAMissAndTheFileStaysInUse(bytes: String) throws {
        let log = ReportLog()
        let cache = ResilientNormalizedCache(primary: try openCache(directory.cacheFile), report: log.callback)
        let records = RecordSet(Fixtures.everyShape)
        _ = try cache.merge(records)
        try RawSQLite.execute(at: directory.cacheFile, "UPDATE records SET fields = \(bytes) WHERE key = 'Country:CA'")
        #expect(throws: CacheMiss.self) { try cache.read { lookup in try lookup.record(forKey: "Country:CA") } }
        #expect(try cache.read { lookup in try lookup.record(forKey: "Country:日本") } == records["Country:日本"])
        #expect(try recordsReachTheFile(cache, directory.cacheFile))
        #expect(log.reports.isEmpty)
        let canada = try #require(records["Country:CA"])
        _ = try cache.merge(RecordSet([canada]))
        #expect(try cache.read { lookup in try lookup.record(forKey: "Country:CA") } == canada)
        #expect(try recordsReachTheFile(cache, directory.cacheFile))
    }

    /// The first and last second a row's time may name, 1970-01-01 and 9999-12-31T23:59:59Z, read as written.
    @Test(arguments: [0.0, 253_402_300_799.0])
    func timesAtTheBoundsRead(seconds: Double) throws {
        let cache = try openCache(directory.cacheFile)
        _ = try cache.merge(RecordSet(Fixtures.everyShape))
        try RawSQLite.execute(
            at: directory.cacheFile,
            "UPDATE records SET fields = '{\"fields\":{\"name\":\"Canada\"},\"writtenAt\":{\"name\":\(seconds)}}' WHERE key = 'Country:CA'"
        )
        let record = try cache.read { lookup in try lookup.record(forKey: "Country:CA") }
        #expect(record?.writtenAt["name"] == Date(timeIntervalSince1970: seconds))
    }
}
