import Foundation

/// The time a debug build of `country-explorer` runs at instead of the real one (its `COUNTRY_EXPLORER_TEST_NOW`),
/// so that a test running the binary controls every age it shows, however long the suite has run.
public enum TestNow {
    /// A time the tests run the binary at: 2026-11-18T20:13:20Z.
    public static let base = Date(timeIntervalSince1970: 1_795_000_000)

    /// `COUNTRY_EXPLORER_TEST_NOW=SECONDS `, to put before the binary on a shell command line: its clock then
    /// stands at `base` plus `offset` seconds for the whole run.
    public static func prefix(_ offset: TimeInterval = 0) -> String {
        "COUNTRY_EXPLORER_TEST_NOW=\(Int(base.timeIntervalSince1970 + offset)) "
    }
}
