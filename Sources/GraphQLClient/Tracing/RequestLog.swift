import JSONCore

/// The client's last answers and failures, oldest first, in memory only: at most `capacity` of them, and at most
/// `maxBytes` of their answers' data (so that 500 large answers from a hostile or generous server cannot hold
/// gigabytes), the oldest dropped first.
struct RequestLog: Sendable {
    /// How many traces the log keeps.
    static let capacity = 500
    /// How many bytes of answers (their data as JSON, estimated) the log keeps.
    static let maxBytes = 16 * 1024 * 1024

    /// The traces, oldest first; their identifiers count up by one.
    private(set) var traces: [AnswerTrace] = []
    /// Each trace's estimated size, in the order of `traces`.
    private var sizes: [Int] = []
    private var totalBytes = 0
    /// The identifier the next trace gets.
    private var nextID = 1

    /// Keeps the trace `make` builds with the next identifier, dropping the oldest while the log is over its
    /// count or its bytes (never the new one), and returns it.
    mutating func append(_ make: (_ id: Int) -> AnswerTrace) -> AnswerTrace {
        let trace = make(nextID)
        nextID += 1
        // The answer's own size when it came as bytes; only an answer rebuilt from the cache is measured by walking it.
        let size = trace.origin?.bytes ?? trace.data.map(Self.estimatedBytes) ?? 0
        traces.append(trace)
        sizes.append(size)
        totalBytes += size
        var dropped = 0
        while traces.count - dropped > Self.capacity || (totalBytes > Self.maxBytes && traces.count - dropped > 1) {
            totalBytes -= sizes[dropped]
            dropped += 1
        }
        if dropped > 0 {
            traces.removeFirst(dropped)
            sizes.removeFirst(dropped)
        }
        return trace
    }

    /// The trace with this identifier, while the log still holds it.
    func trace(id: Int) -> AnswerTrace? {
        guard let first = traces.first?.id, id >= first, id - first < traces.count else { return nil }
        return traces[id - first]
    }

    /// About the bytes `value` takes written as JSON: its strings' UTF-8, its keys, and a few bytes per value.
    static func estimatedBytes(_ value: JSONValue) -> Int {
        switch value {
        case .null, .bool, .number: return 8
        case .string(let text): return text.utf8.count + 2
        case .array(let elements): return elements.reduce(2) { $0 + estimatedBytes($1) + 1 }
        case .object(let members): return members.reduce(2) { $0 + $1.key.utf8.count + 4 + estimatedBytes($1.value) }
        }
    }
}
