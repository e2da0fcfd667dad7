import Foundation
import Testing

/// Debian's `chromium`, headless, loading a page as a person's browser would, cut off from every host but
/// 127.0.0.1.
enum HeadlessChromium {
    /// The browser's executable on `PATH`, if any.
    static var executable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("chromium") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// What a page load left behind.
    struct Visit {
        /// The DOM once the page's scripts settled, as HTML.
        let dom: String
        /// Every request the browser started, from its network log (`--log-net-log`).
        let requests: [Request]
        /// The browser's log, with the page's console messages.
        let log: String

        /// The log's lines about the Content-Security-Policy: what it refused to load or run.
        var policyViolations: [Substring] {
            log.split(separator: "\n").filter { $0.contains("Content Security Policy") }
        }

        /// The requests the page made: its own navigation, and everything a document asked for (its files, its
        /// fetches), which the network log marks with the document's origin as initiator. The rest are the
        /// browser's own (update checks and the like), which no page asked for.
        var pageRequests: [Request] {
            requests.filter { $0.initiator != "not an origin" || $0.isNavigation }
        }
    }

    /// One request of the network log.
    struct Request: CustomStringConvertible {
        let method: String
        let url: String
        /// The origin of the document that asked for it, or `not an origin` for the browser itself.
        let initiator: String
        /// Whether it loads a page into the window.
        let isNavigation: Bool

        var description: String { "\(method) \(url) (from \(initiator))" }
    }

    /// Loads `url`, lets its scripts run for `budget` milliseconds of the page's (virtual) time, and returns the
    /// DOM and the requests made; the browser is killed after `timeout` seconds of real time.
    ///
    /// Virtual time stands still while a request is under way, so the budget is what the page's timers may use,
    /// not a wait for the server.
    static func load(_ url: URL, budget: Int = 5_000, timeout: TimeInterval = 60) async throws -> Visit {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let netLog = scratch.appendingPathComponent("net-log.json")
        let run = try await runBrowser(
            ["--log-net-log=\(netLog.path)", "--virtual-time-budget=\(budget)", "--dump-dom", url.absoluteString],
            scratch: scratch, timeout: timeout
        )
        return Visit(dom: run.stdout, requests: try requests(inNetLog: netLog), log: run.stderr)
    }

    private static func runBrowser(_ arguments: [String], scratch: URL, timeout: TimeInterval) async throws -> CommandRun {
        guard let executable else { throw ChromiumMissing() }
        let isolation = [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(scratch.path)",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-sync",
            "--disable-background-networking", "--disable-component-update", "--disable-default-apps",
            // No name resolves but 127.0.0.1, so a request for another host fails at once instead of leaving;
            // the network log still records it, which is what the tests read.
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
            "--enable-logging=stderr", "--v=0",
        ]
        return try await CommandRun.run(program: executable, isolation + arguments, timeout: timeout)
    }

    /// The requests in a network log: its `URL_REQUEST_START_JOB` events, whose type number the log's own
    /// `constants` give.
    private static func requests(inNetLog file: URL) throws -> [Request] {
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let types = (log?["constants"] as? [String: Any])?["logEventTypes"] as? [String: Int]
        let startJob = try #require(types?["URL_REQUEST_START_JOB"], "no URL_REQUEST_START_JOB in the network log")
        let events = log?["events"] as? [[String: Any]] ?? []
        return events.compactMap { event in
            guard event["type"] as? Int == startJob, let parameters = event["params"] as? [String: Any],
                  let url = parameters["url"] as? String
            else { return nil }
            return Request(
                method: parameters["method"] as? String ?? "", url: url,
                initiator: parameters["initiator"] as? String ?? "not an origin",
                isNavigation: parameters["request_type"] as? String == "main frame"
            )
        }
    }
}

/// chromium is not on PATH.
struct ChromiumMissing: Error, CustomStringConvertible {
    var description: String { "chromium is not installed (apt-get install chromium, as .ci/run does)" }
}

extension Trait where Self == ConditionTrait {
    /// Runs a suite only where chromium is installed; elsewhere it is skipped, saying why.
    static var requiresChromium: Self {
        .enabled(if: HeadlessChromium.executable != nil, "chromium is not installed (apt-get install chromium, as .ci/run does): the playground is loaded in a real browser")
    }
}
