import Foundation
@testable import GraphQLCacheSQLite
import GraphQLClient
import Synchronization

/// A fresh directory under the system's temporary directory, removed with its contents when released.
final class TemporaryDirectory {
    /// The directory.
    let url: URL

    /// Creates the directory.
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sqlite-cache-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The cache file's place inside the directory.
    var cacheFile: URL { CacheDirectory.fileURL(in: url) }

    /// Removes the directory.
    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Whether the tests run as root, for whom file permission bits are not enforced.
let runningAsRoot = geteuid() == 0

/// A fixed time, `offset` seconds after a base, exactly representable so it survives the round trip to disk.
func time(_ offset: Double) -> Date {
    Date(timeIntervalSince1970: 1_700_000_000 + offset)
}

/// Opens the cache file at `url`, expecting no notice.
func openCache(_ url: URL) throws -> SQLiteNormalizedCache {
    try SQLiteNormalizedCache.open(at: url).cache
}

/// The error opening the cache file at `url` throws, or nil when it opens.
func openError(_ url: URL) -> CacheOpenError? {
    do {
        _ = try SQLiteNormalizedCache.open(at: url)
        return nil
    } catch {
        return error
    }
}

/// The records `cache` holds for `keys`, looked up in one read.
func storedRecords(_ cache: any NormalizedCache, keys: some Sequence<CacheKey>) throws -> [CacheKey: Record] {
    try cache.read { lookup in
        var found: [CacheKey: Record] = [:]
        for key in keys {
            found[key] = try lookup.record(forKey: key)
        }
        return found
    }
}

/// The file's bytes, or nil when it cannot be read.
func contents(of url: URL) -> Data? {
    FileManager.default.contents(atPath: url.path)
}

/// Collects what a `ResilientNormalizedCache` reports.
final class ReportLog: Sendable {
    /// The reports so far.
    private let lines = Mutex<[String]>([])

    /// The callback to hand to the cache.
    var callback: @Sendable (String) -> Void {
        { line in self.lines.withLock { $0.append(line) } }
    }

    /// The reports so far, in order.
    var reports: [String] { lines.withLock { $0 } }
}

/// An error a test body throws on purpose.
struct DeliberateError: Error, Equatable {}
