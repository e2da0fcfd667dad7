/// One source asked for an answer on a request's way: the network, or a stand-in (the bundled data), and what
/// came back: a reply (its HTTP status and size) or the failure, and how long it took.
public struct TransportAttempt: Sendable, Hashable {
    /// What came back.
    public enum Outcome: Sendable, Hashable {
        /// A reply: its HTTP status and how many bytes its body had.
        case replied(status: Int, bytes: Int)
        /// No usable reply: the HTTP status when one came (a 500), and why, in words.
        case failed(status: Int?, reason: String)
    }

    /// Whether a stand-in (the client's fallback, or a transport that answers in process) was asked, rather than
    /// the network.
    public var standIn: Bool
    /// What came back.
    public var outcome: Outcome
    /// How long it took.
    public var duration: Duration

    /// Creates an attempt.
    public init(standIn: Bool, outcome: Outcome, duration: Duration) {
        self.standIn = standIn
        self.outcome = outcome
        self.duration = duration
    }
}

/// Whether a reply was taken: accepted, or refused and why.
public enum ReplyVerdict: Sendable, Hashable {
    /// It read as the operation asks, and was given.
    case accepted
    /// It was refused (it does not match the operation, or broke a limit), as this says.
    case refused(String)
}
