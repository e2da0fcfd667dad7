import Foundation
import Logging
import Synchronization

/// swift-log's `StreamLogHandler` line on standard error (`--log-format text`), byte for byte
/// (`2026-11-25T09:00:00+0000 info countries-server: duration_ms=0.21 method=POST … [CountriesServer] POST /graphql
/// 200 0.21ms`), at less cost. The server writes a line for every request, and swift-log's handler, which formats
/// the local time and sorts and joins the metadata in several strings each time, cost about a quarter of answering
/// one from memory: here the time is formatted once a second, and the line is built in one string and written with
/// one `write`.
struct TextLineLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider? = LoggingSystem.metadataProvider

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    // swift-log's protocol requirement; its other `log` overloads are deprecated.
    func log(event: LogEvent) {
        // What `StreamLogHandler` prints: the handler's metadata, then the provider's, then the call's, each
        // winning over the one before, then the error's; sorted by key.
        var merged = event.metadata ?? [:]
        if let provided = metadataProvider?.get(), !provided.isEmpty { merged.merge(provided) { kept, _ in kept } }
        if !metadata.isEmpty { merged.merge(metadata) { kept, _ in kept } }
        if let error = event.error {
            merged["error.message"] = "\(error)"
            merged["error.type"] = "\(String(reflecting: type(of: error)))"
        }
        var line = LocalTimestamp.now
        line.reserveCapacity(160)
        line += " \(event.level)"
        if !label.isEmpty { line += " " + label }
        line += ":"
        for (key, value) in merged.sorted(by: { $0.key < $1.key }) {
            line += " \(key)=\(value)"
        }
        line += " [\(event.source)] \(event.message)\n"
        line.withUTF8 { StandardError.write(UnsafeRawBufferPointer($0)) }
    }
}

/// The local time as `StreamLogHandler` writes it (`%Y-%m-%dT%H:%M:%S%z`), formatted once a second.
private enum LocalTimestamp {
    private static let cached = Mutex<(second: Int, text: String)>((-1, ""))

    static var now: String {
        let second = time(nil)
        return cached.withLock { cached in
            if cached.second != second { cached = (second, format(second)) }
            return cached.text
        }
    }

    private static func format(_ seconds: Int) -> String {
        var time = seconds
        var parts = tm()
        localtime_r(&time, &parts)
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
