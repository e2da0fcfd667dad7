import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSession's delegate for one transport's session: routes each task's events to its `ReplyCollector`.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let collectors = Mutex<[Int: ReplyCollector]>([:])

    /// Sends the events of `task` to `collector` until the task completes.
    func register(_ collector: ReplyCollector, for task: URLSessionTask) {
        collectors.withLock { $0[task.taskIdentifier] = collector }
    }

    private func collector(for task: URLSessionTask) -> ReplyCollector? {
        collectors.withLock { $0[task.taskIdentifier] }
    }

    // The response's head is taken with the first piece of the body (or at completion), not in a
    // `didReceive response` callback: answering that one holds the transfer up for a round trip through the
    // delegate queue on every request.

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        collector(for: dataTask)?.receive(data: data, response: dataTask.response)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let collector = collectors.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        collector?.complete(error: error, response: task.response)
    }
}
