import Foundation

/// Cache directories of the tests' own, so that no run reads or fills the user's cache, nor another test's.
public enum TestCacheHome {
    /// A new, not yet created directory under the temporary directory, for `XDG_CACHE_HOME`.
    public static func fresh() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("explorer-cache-\(UUID().uuidString.prefix(8))", isDirectory: true)
    }
}
