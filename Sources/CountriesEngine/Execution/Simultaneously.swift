import Dispatch
import Synchronization

/// Two independent pieces of work done at once, on the calling thread and one other.
///
/// The engine starts this way: reading the dataset and building the schema with its validation rules need nothing
/// of each other, and the explorer's first frame waits for both.
enum Simultaneously {
    /// The results of `first` and `second`, or the first one's error, else the second one's.
    static func run<First: Sendable, Second: Sendable>(
        _ first: @Sendable () throws -> First, _ second: @Sendable () throws -> Second
    ) throws -> (First, Second) {
        let results = Mutex<(first: Result<First, any Error>?, second: Result<Second, any Error>?)>((nil, nil))
        // The calling thread takes a part too, so that both are done even when no other thread is free.
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                let result = Result { try first() }
                results.withLock { $0.first = result }
            } else {
                let result = Result { try second() }
                results.withLock { $0.second = result }
            }
        }
        let (first, second) = results.withLock { ($0.first, $0.second) }
        guard let first, let second else { preconditionFailure("concurrentPerform returned before both parts ran") }
        return (try first.get(), try second.get())
    }
}
