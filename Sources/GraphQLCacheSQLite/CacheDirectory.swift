import Foundation

/// Where the cache file lives: a `--cache-dir` override, else the XDG cache directory, else `~/.cache`.
public enum CacheDirectory {
    /// The cache directory for `appName`, or nil when neither an override, `XDG_CACHE_HOME` nor `HOME` gives one.
    ///
    /// `XDG_CACHE_HOME` counts only when it is set, non-empty and absolute, as the XDG spec asks.
    public static func resolve(appName: String, environment: [String: String], override: String?) -> URL? {
        if let override, !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(appName, isDirectory: true)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".cache", isDirectory: true)
                .appendingPathComponent(appName, isDirectory: true)
        }
        return nil
    }

    /// The cache file inside `directory`: `cache.sqlite`, or `cache-<partition>.sqlite` for a named partition
    /// (such as another endpoint's), its name reduced to letters, digits, dots and dashes.
    public static func fileURL(in directory: URL, partition: String? = nil) -> URL {
        guard let partition, !partition.isEmpty else {
            return directory.appendingPathComponent("cache.sqlite", isDirectory: false)
        }
        let safe = String(partition.unicodeScalars.prefix(100).map { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "-") ? Character(scalar) : "_"
        })
        return directory.appendingPathComponent("cache-\(safe).sqlite", isDirectory: false)
    }

    /// Makes `directory` and its missing parents, readable by the owner only; an existing directory is kept as is.
    public static func create(_ directory: URL) throws(CacheOpenError) {
        let path = directory.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .directoryUnavailable(path: path, detail: "a file of that name is in the way")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .directoryUnavailable(path: path, detail: ErrorWords.of(error))
        }
    }
}
