import Foundation
import GRDB
@testable import GraphQLCacheSQLite
import Testing

/// The busy timeout: a lock held by another connection is waited for, up to the timeout and no longer.
@Suite("A cache file another connection keeps locked")
struct BusyTimeoutTests {
    /// An exclusive lock on `file`, taken by a connection of its own on a thread of its own and held until
    /// `release` is called, as another process would hold it.
    private final class ExclusiveLock: Sendable {
        private let held = DispatchSemaphore(value: 0)
        private let released = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)

        init(on file: URL) throws {
            let queue = try DatabaseQueue(path: file.path)
            let (held, released, done) = (held, released, done)
            Thread {
                try? queue.inDatabase { db in
                    try db.execute(sql: "BEGIN EXCLUSIVE")
                    held.signal()
                    released.wait()
                    try db.execute(sql: "COMMIT")
                }
                done.signal()
            }.start()
            held.wait()
        }

        /// Ends the lock's transaction and waits until it has ended.
        func release() {
            released.signal()
            done.wait()
        }
    }

    @Test func aLockReleasedWithinTheTimeoutIsWaitedFor() throws {
        let directory = try TemporaryDirectory()
        _ = try openCache(directory.cacheFile)
        let lock = try ExclusiveLock(on: directory.cacheFile)
        let releaser = Thread {
            Thread.sleep(forTimeInterval: 0.3)
            lock.release()
        }
        releaser.start()
        var options = SQLiteCacheOptions()
        options.busyTimeout = 5
        let start = ContinuousClock.now
        let opened = try SQLiteNormalizedCache.open(at: directory.cacheFile, options: options)
        #expect(opened.notice == nil)
        #expect(ContinuousClock.now - start >= .milliseconds(200), "the open waited for the lock")
    }

    @Test func aLockHeldPastTheTimeoutIsSaidAndBounded() throws {
        let directory = try TemporaryDirectory()
        _ = try openCache(directory.cacheFile)
        let lock = try ExclusiveLock(on: directory.cacheFile)
        defer { lock.release() }
        var options = SQLiteCacheOptions()
        options.busyTimeout = 0.5
        let start = ContinuousClock.now
        #expect(throws: CacheOpenError.locked(path: directory.cacheFile.path)) {
            try SQLiteNormalizedCache.open(at: directory.cacheFile, options: options)
        }
        let waited = ContinuousClock.now - start
        #expect(waited >= .milliseconds(500) && waited < .seconds(5), "gave up after \(waited)")
    }
}
