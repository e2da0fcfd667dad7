import Foundation
import GRDB

/// How a cache file's connections are set up: the defaults serve the app, tests tighten them.
struct SQLiteCacheOptions: Sendable {
    /// How long a connection waits for another process's lock before failing.
    var busyWait = BusyWait(timeout: .seconds(5))
    /// A cap on the file's size in pages (`PRAGMA max_page_count`); nil for SQLite's default.
    var maximumPageCount: Int?

    /// The GRDB configuration of the pool's connections.
    var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = busyWait.busyMode
        configuration.maximumReaderCount = 2
        let maximumPageCount = self.maximumPageCount
        configuration.prepareDatabase { db in
            // In WAL mode NORMAL cannot corrupt the file; a power cut may lose the last refresh, which a
            // cache can afford, and each write skips an fsync.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            if let maximumPageCount {
                try db.execute(sql: "PRAGMA max_page_count = \(maximumPageCount)")
            }
        }
        return configuration
    }
}
