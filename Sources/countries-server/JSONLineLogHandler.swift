import ArgumentParser
import Foundation
import JSONCore
import Logging

/// A log handler writing each record to standard error as one line of JSON (`--log-format json`):
/// `{"time":"…","level":"info","label":"countries-server","message":"…", …metadata}`, for log collectors.
struct JSONLineLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    // swift-log's protocol requirement; its other `log` overloads are deprecated.
    func log(event: LogEvent) {
        var bytes: [UInt8] = Array(#"{"time":"#.utf8)
        JSONString.append(Date().ISO8601Format(Date.ISO8601FormatStyle(includingFractionalSeconds: true)), to: &bytes)
        for (key, value) in [("level", event.level.rawValue), ("label", label), ("message", "\(event.message)")] {
            bytes += Array(",\"\(key)\":".utf8)
            JSONString.append(value, to: &bytes)
        }
        for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 }).sorted(by: { $0.key < $1.key }) {
            bytes.append(UInt8(ascii: ","))
            JSONString.append(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            JSONString.append("\(value)", to: &bytes)
        }
        bytes += Array("}\n".utf8)
        bytes.withUnsafeBytes(StandardError.write)
    }
}

/// How `countries-server` writes its log to standard error.
enum LogFormat: String, CaseIterable, ExpressibleByArgument {
    /// swift-log's `StreamLogHandler` lines, written by `TextLineLogHandler`:
    /// `2026-11-25T09:00:00+0000 info countries-server: … POST /graphql 200 0.21ms`.
    case text
    /// One JSON object a line (`JSONLineLogHandler`).
    case json
}
