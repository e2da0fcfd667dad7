import Foundation

extension AnswerTrace {
    /// `query CountryDetail`, or the operation's type alone for an anonymous one.
    public var title: String {
        operationName.map { "\(operationType.rawValue) \($0)" } ?? "\(operationType.rawValue) (anonymous)"
    }

    /// The policy's name, or what stood in for one.
    public var policyName: String {
        policy?.rawValue ?? "none: the bundled data answered at once, while the network was awaited"
    }

    /// How long it took: `12 ms`, or from a second on `10.0 s`, so that it keeps to a log's column.
    public var durationText: String {
        Self.text(of: duration)
    }

    /// A duration in whole milliseconds (`12 ms`), or in seconds with one decimal from a second on (`10.0 s`).
    static func text(of duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return milliseconds < 1000 ? "\(milliseconds) ms" : String(format: "%.1f s", Double(milliseconds) / 1000)
    }

    /// What became of the request, in one line: `ok`, `partial (1 error)`, `errors`; `refused: why` or
    /// `failed: why` with nothing given; and when the cache or the bundled data was given instead, that too:
    /// `failed: network error: … · bundled data shown`.
    public var outcomeText: String {
        let fault = refusal.map { "refused: \($0)" } ?? attempts.lazy.compactMap { attempt -> String? in
            guard !attempt.standIn, case .failed(_, let reason) = attempt.outcome else { return nil }
            return "failed: \(reason)"
        }.first
        if origin == nil { return fault ?? "failed: \(failure ?? "no answer")" }
        if let shown = shownInstead, let fault {
            if case .cache = shown { return "\(fault) · cached data shown" }
            return "\(fault) · bundled data shown"
        }
        if errors.isEmpty { return "ok" }
        return data == nil ? "errors" : "partial (\(errors.count) error\(errors.count == 1 ? "" : "s"))"
    }

    /// The record as one line of the `--log` file: the operation, its variables and policy, each source asked
    /// (status, time and size, or the failure) and the outcome:
    /// `CountryDetail {"code":"AL"} networkOnly: network HTTP 200 in 3 ms, 11 B · refused: malformed response: …`.
    public var logLine: String {
        let asked = attempts.map { attempt in
            let source = attempt.standIn ? "bundled" : "network"
            switch attempt.outcome {
            case .replied(let status, let bytes): return "\(source) HTTP \(status) in \(Self.text(of: attempt.duration)), \(bytes) B"
            case .failed(let status, _):
                return "\(source) " + (status.map { "HTTP \($0)" } ?? "no reply") + " in \(Self.text(of: attempt.duration))"
            }
        }
        let how = asked.isEmpty ? (origin.map { if case .cache = $0 { "cache" } else { "answered" } } ?? "not sent") : asked.joined(separator: ", then ")
        let variables = String(decoding: self.variables, as: UTF8.self)
        return "\(operationName ?? "anonymous") \(variables) \(policy?.rawValue ?? "bundled at once"): \(how) · \(outcomeText)"
    }

    /// Where the answer came from, in one line, ages counted at `now`: `network · 127.0.0.1:4000 · HTTP 200 ·
    /// POST · 1234 bytes`, `cache · 12 records · stored 3 min ago · /path/cache.sqlite`, `bundled data · offline`,
    /// or `failed: …`.
    public func originText(now: Date) -> String {
        guard let origin else { return "failed: \(failure ?? "no answer")" }
        return origin.text(now: now)
    }

    /// What `country-explorer query --explain` prints: the operation, the policy, the origin and the time.
    public func explanation(now: Date) -> [String] {
        ["operation: \(title)", "policy: \(policyName)", "origin: \(originText(now: now))", "time: \(durationText)"]
    }
}

extension AnswerOrigin {
    /// In one line, ages counted at `now`.
    public func text(now: Date) -> String {
        switch self {
        case .network(let endpoint, let status, let bytes, let exchange):
            let host = URL(string: endpoint).flatMap { url in url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } } ?? endpoint
            let how = exchange.map { " · " + $0.text } ?? ""
            return "network · \(host) · HTTP \(status)\(how) · \(bytes) bytes"
        case .cache(let storedAt, let records, let file):
            let seconds = max(0, Int(now.timeIntervalSince(storedAt)))
            let age = seconds < 60 ? "\(seconds) s" : seconds < 3600 ? "\(seconds / 60) min" : "\(seconds / 3600) h"
            let place = file.map { " · \($0.path)" } ?? " · in memory"
            return "cache · \(records) record\(records == 1 ? "" : "s") · stored \(age) ago\(place)"
        case .bundled(let reason, let bytes):
            return "bundled data · \(reason) · \(bytes) bytes"
        }
    }
}

extension HTTPExchange {
    /// `POST`, `GET`, `GET · APQ (hash only)`, `POST · APQ (document registered)`, `GET · 304, body kept`.
    public var text: String {
        var parts = [method]
        switch sending {
        case .document: break
        case .hash: parts.append("APQ (hash only)")
        case .documentAndHash: parts.append("APQ (hash unknown: document sent)")
        }
        if revalidated { parts.append("304, body kept") }
        return parts.joined(separator: " · ")
    }
}
