import Explorer
import Foundation

/// The searches in a file of their own, one a line, newest last, readable by its owner only (mode 0600, in a
/// folder of mode 0700): `$XDG_STATE_HOME/country-explorer/history`, else `~/.local/state/country-explorer/history`.
public struct SearchHistoryFile: Sendable {
    /// The largest file read: 100 searches of 100 characters of at most 4 bytes, and their line breaks, fit. A
    /// larger one is not read (the history starts empty, and the next search kept replaces it).
    public static let maxBytes = 65_536

    /// The file.
    public let url: URL

    /// The history in the file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The file under the XDG state directory of `environment`; nil when neither `XDG_STATE_HOME` nor `HOME` is an
    /// absolute path.
    public static func standard(environment: [String: String]) -> SearchHistoryFile? {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        } else {
            return nil
        }
        return SearchHistoryFile(url: base.appendingPathComponent("country-explorer/history"))
    }

    /// The searches kept, oldest first; none when nothing is kept or it cannot be read.
    public func load() -> [String] {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: Self.maxBytes + 1), data.count <= Self.maxBytes else { return [] }
        return SearchHistory(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)).entries
    }

    /// Keeps `entries`, oldest first, in place of what was kept.
    public func save(_ entries: [String]) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // Written beside it and renamed over it, so that a reader never sees half a file; created 0600 whatever
        // the umask.
        let scratch = folder.appendingPathComponent(".history-\(ProcessInfo.processInfo.processIdentifier)")
        let text = entries.map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\n") + "\n"
        guard FileManager.default.createFile(atPath: scratch.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: scratch.path])
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: scratch.path)
        guard rename(scratch.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: scratch)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }
}
