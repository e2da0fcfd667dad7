import Foundation

/// The date the binary stamps and ages its data with: records written, answers received, the status bar's ages.
///
/// A debug build reads `COUNTRY_EXPLORER_TEST_NOW` (seconds since 1970): when set, its clock stands at that time
/// for the whole run, so that a test running the binary sees the ages it chose (`cached just now` for a cache
/// written at the same time, `cached 3 min ago` 180 s later), however long the machine takes. A release build
/// reads the real clock only.
enum WallClock {
    /// The environment variable a debug build takes its time from.
    static let testNowVariable = "COUNTRY_EXPLORER_TEST_NOW"

    /// The clock for this process.
    static let now: @Sendable () -> Date = {
        #if DEBUG
        if let text = ProcessInfo.processInfo.environment[testNowVariable], let seconds = Double(text), seconds.isFinite {
            let fixed = Date(timeIntervalSince1970: seconds)
            return { fixed }
        }
        #endif
        return Date.init
    }()
}
