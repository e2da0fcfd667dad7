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

    /// How long it took, in whole milliseconds: `12 ms`.
    public var durationText: String {
        let (seconds, attoseconds) = duration.components
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
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
