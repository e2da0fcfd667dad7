import CountryExplorerTesting
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

    /// Opens the cache at `file` on a thread of its own with a 5 s busy timeout on `clock`; each pause between
    /// tries arrives in `pauses`, and the outcome in `outcome`.
    private static func open(
        _ file: URL, clock: ManualClock, pauses: Arrivals<Void>, outcome: Arrivals<Result<String?, CacheOpenError>>
    ) {
        var options = SQLiteCacheOptions()
        options.busyWait = BusyWait(timeout: .seconds(5), clock: clock) { pauses.append(()) }
        Thread { [options] in
            outcome.append(Result { () throws(CacheOpenError) in try SQLiteNormalizedCache.open(at: file, options: options).notice })
        }.start()
    }

    @Test func aLockReleasedJustWithinTheTimeoutIsWaitedFor() async throws {
        let directory = try TemporaryDirectory()
        _ = try openCache(directory.cacheFile)
        let lock = try ExclusiveLock(on: directory.cacheFile)
        let (clock, pauses, outcome) = (ManualClock(), Arrivals<Void>(), Arrivals<Result<String?, CacheOpenError>>())
        Self.open(directory.cacheFile, clock: clock, pauses: pauses, outcome: outcome)
        _ = await pauses.wait(for: 1)
        clock.advance(by: .seconds(5) - .milliseconds(1))
        let waited = pauses.all.count
        _ = await pauses.wait(for: waited + 1)
        #expect(outcome.all.isEmpty, "still waiting just under the timeout")
        lock.release()
        let opened = try #require(await outcome.wait(for: 1).first)
        #expect(try opened.get() == nil, "opened once the lock was released")
    }

    @Test func aLockHeldPastTheTimeoutIsSaidAndBounded() async throws {
        let directory = try TemporaryDirectory()
        _ = try openCache(directory.cacheFile)
        let lock = try ExclusiveLock(on: directory.cacheFile)
        defer { lock.release() }
        let (clock, pauses, outcome) = (ManualClock(), Arrivals<Void>(), Arrivals<Result<String?, CacheOpenError>>())
        Self.open(directory.cacheFile, clock: clock, pauses: pauses, outcome: outcome)
        _ = await pauses.wait(for: 1)
        clock.advance(by: .seconds(5))
        let failed = try #require(await outcome.wait(for: 1).first)
        #expect(throws: CacheOpenError.locked(path: directory.cacheFile.path)) { try failed.get() }
    }

    @Test func aLockHeldPastTheTimeoutIsBoundedRealTime() throws {
        let directory = try TemporaryDirectory()
        _ = try openCache(directory.cacheFile)
        let lock = try ExclusiveLock(on: directory.cacheFile)
        defer { lock.release() }
        var options = SQLiteCacheOptions()
        options.busyWait = BusyWait(timeout: .milliseconds(500))
        let start = ContinuousClock.now
        #expect(throws: CacheOpenError.locked(path: directory.cacheFile.path)) {
            try SQLiteNormalizedCache.open(at: directory.cacheFile, options: options)
        }
        let waited = ContinuousClock.now - start
        #expect(waited >= .milliseconds(500) && waited < .seconds(60), "gave up after \(waited)")
    }
}
