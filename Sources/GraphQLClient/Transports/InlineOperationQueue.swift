import Foundation

/// A delegate queue for URLSession that runs each delegate call at once, on the thread URLSession calls from.
///
/// swift-corelibs-foundation hands every piece of a body to the delegate queue without waiting for it, so a
/// queue of its own lets a fast (or fast-inflating) server run ahead of the limits by hundreds of megabytes on a
/// busy machine, and costs a thread hop per piece. Run inline, a piece is counted before the next one is read:
/// the transfer waits for the check, and a refused reply's remaining pieces are dropped as they come. The
/// transport's delegate calls only take a lock, append and resume a continuation, so they never block URLSession.
final class InlineOperationQueue: OperationQueue, @unchecked Sendable {
    /// Runs the block now.
    override func addOperation(_ block: @Sendable @escaping () -> Void) {
        block()
    }

    /// Runs the operation now.
    override func addOperation(_ operation: Operation) {
        operation.start()
    }
}
