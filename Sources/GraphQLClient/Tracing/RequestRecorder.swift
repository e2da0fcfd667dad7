import Synchronization

/// What happens to one request on its way, noted where it happens (each source asked, and a refused reply) and
/// read when its record is made. Each run of a policy has its own, reached through the task (`current`), so that
/// the policies need not carry it.
final class RequestRecorder: Sendable {
    /// The recorder of the request the current task carries out; nil outside one.
    @TaskLocal static var current: RequestRecorder?

    private let notes = Mutex<(attempts: [TransportAttempt], refusal: String?)>(([], nil))

    /// The sources asked so far, in order.
    var attempts: [TransportAttempt] { notes.withLock { $0.attempts } }
    /// Why the last reply was refused; nil when none was.
    var refusal: String? { notes.withLock { $0.refusal } }

    /// Notes one source asked.
    func note(_ attempt: TransportAttempt) {
        notes.withLock { $0.attempts.append(attempt) }
    }

    /// Notes that a reply was refused, and why.
    func noteRefusal(_ reason: String) {
        notes.withLock { $0.refusal = reason }
    }
}
