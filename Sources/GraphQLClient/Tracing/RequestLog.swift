/// The client's last answers and failures, oldest first, in memory only: at most `capacity`, the oldest
/// dropped first.
struct RequestLog: Sendable {
    /// How many traces the log keeps.
    static let capacity = 500

    /// The traces, oldest first; their identifiers count up by one.
    private(set) var traces: [AnswerTrace] = []
    /// The identifier the next trace gets.
    private var nextID = 1

    /// Keeps the trace `make` builds with the next identifier, dropping the oldest when full, and returns it.
    mutating func append(_ make: (_ id: Int) -> AnswerTrace) -> AnswerTrace {
        let trace = make(nextID)
        nextID += 1
        if traces.count >= Self.capacity { traces.removeFirst(traces.count - Self.capacity + 1) }
        traces.append(trace)
        return trace
    }

    /// The trace with this identifier, while the log still holds it.
    func trace(id: Int) -> AnswerTrace? {
        guard let first = traces.first?.id, id >= first, id - first < traces.count else { return nil }
        return traces[id - first]
    }
}
