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

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let accepted = collector(for: dataTask)?.receive(response: response) ?? false
        completionHandler(accepted ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        collector(for: dataTask)?.receive(data: data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let collector = collectors.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        collector?.complete(error: error)
    }
}
