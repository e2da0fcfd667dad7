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

    @Test(arguments: ["X'7B'", "'{\"fields\":{}}'", "'{\"fields\":{\"a\":{\"$nope\":1}},\"writtenAt\":{}}'"])
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
}
