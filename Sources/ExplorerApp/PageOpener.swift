import Foundation

/// Opens a web page for the user: the I/O behind `o`.
public protocol PageOpener: Sendable {
    /// Opens `url` and says whether it could (false: no display to open it on, or no opener).
    func open(_ url: String) -> Bool
}

/// Opens pages with `xdg-open` where there is a display (`DISPLAY` or `WAYLAND_DISPLAY`), without waiting for it.
public struct XDGPageOpener: PageOpener {
    private let environment: [String: String]

    /// An opener for a process with `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Whether a graphical display is there to open a browser on.
    public var hasDisplay: Bool {
        ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// Whether `xdg-open` is on the `PATH`.
    var hasXDGOpen: Bool {
        (environment["PATH"] ?? "").split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/xdg-open")
        }
    }

    public func open(_ url: String) -> Bool {
        guard hasDisplay, hasXDGOpen else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        // xdg-open's own messages would land on the screen.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        return true
    }
}
