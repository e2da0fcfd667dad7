import Foundation

/// What became of asking to open a web page.
public enum PageOpening: Sendable, Hashable {
    /// The opener opened it.
    case opened
    /// No graphical display to open it on (neither `DISPLAY` nor `WAYLAND_DISPLAY`).
    case noDisplay
    /// No opener: `xdg-open` is not on the `PATH`.
    case noOpener
    /// The opener ran and failed, as this says (`xdg-open exited with status 3: a tool it needs is missing`).
    case failed(String)

    /// The outcome on the status bar, for a page that `what` names, at `url`.
    public func notice(what: String, url: String) -> String {
        switch self {
        case .opened: "opened \(what): \(url)"
        case .noDisplay: "\(what): \(url) (no display)"
        case .noOpener: "\(what): \(url) (xdg-open is not installed)"
        case .failed(let reason): "\(what): \(url) (not opened: \(reason))"
        }
    }
}

/// Opens a web page for the user: the I/O behind `o`.
public protocol PageOpener: Sendable {
    /// Opens `url`, and says what became of it once the opener is done.
    func open(_ url: String) async -> PageOpening
}

/// Opens pages with `xdg-open` where there is a display (`DISPLAY` or `WAYLAND_DISPLAY`), and reports its exit status.
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

    /// `xdg-open` as the `PATH` finds it, if it does.
    var xdgOpen: URL? {
        (environment["PATH"] ?? "").split(separator: ":").map { URL(fileURLWithPath: "\($0)/xdg-open") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    public func open(_ url: String) async -> PageOpening {
        guard hasDisplay else { return .noDisplay }
        guard let xdgOpen else { return .noOpener }
        let process = Process()
        process.executableURL = xdgOpen
        process.arguments = [url]
        process.environment = environment
        // xdg-open's own messages would land on the screen.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return await withCheckedContinuation { continuation in
            process.terminationHandler = { ended in
                continuation.resume(returning: ended.terminationStatus == 0 ? .opened : .failed(Self.reason(status: ended.terminationStatus)))
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(returning: .failed("xdg-open could not run: \(error.localizedDescription)"))
            }
        }
    }

    /// An exit status of `xdg-open` in words, as its manual gives them.
    static func reason(status: Int32) -> String {
        let meaning = switch status {
        case 1: "its command line was wrong"
        case 2: "a file it was given does not exist"
        case 3: "a tool it needs is missing"
        case 4: "the action failed"
        default: "an error"
        }
        return "xdg-open exited with status \(status): \(meaning)"
    }
}
