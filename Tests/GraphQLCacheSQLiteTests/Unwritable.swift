import Foundation

/// Makes files and directories unwritable in a way the current user cannot bypass.
///
/// Permission bits do it for an ordinary user. Root ignores them, so for root the immutable attribute
/// (`chattr +i`) is used instead, which binds root too where the file system supports it.
enum Unwritable {
    /// Whether `make` can work here: always for an ordinary user, for root only where `chattr +i` works.
    static let isPossible: Bool = {
        guard runningAsRoot else { return true }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("unwritable-probe-\(UUID())")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard chattr("+i", probe) else { return false }
        return chattr("-i", probe)
    }()

    /// Makes `url` unwritable and returns what undoes it, or nil when that failed.
    static func make(_ url: URL) -> (() -> Void)? {
        if runningAsRoot {
            return chattr("+i", url) ? { _ = chattr("-i", url) } : nil
        }
        let original = (try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]) as? Int
        let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
        do {
            try FileManager.default.setAttributes([.posixPermissions: isDirectory ? 0o500 : 0o400], ofItemAtPath: url.path)
        } catch {
            return nil
        }
        return { try? FileManager.default.setAttributes([.posixPermissions: original ?? 0o700], ofItemAtPath: url.path) }
    }

    /// Runs `chattr flag url`, telling whether it succeeded.
    private static func chattr(_ flag: String, _ url: URL) -> Bool {
        // Foundation's `Process`, since swift-subprocess only suspends: the undo runs in a `defer` and the probe in
        // a static property, which cannot.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, url.path]
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
