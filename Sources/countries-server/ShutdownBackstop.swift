import Dispatch
import Foundation
import Logging

/// Ends the process `bound` after the first SIGTERM or SIGINT, with status 143, if the graceful shutdown has not
/// ended it by then: an execution that ignores cancellation, or every thread of the pool kept busy, must not keep
/// the server alive. It runs on a dispatch queue of its own, outside Swift's cooperative pool.
struct ShutdownBackstop {
    private let sources: [any DispatchSourceSignal]

    /// Arms the backstop; it stays armed until the process exits.
    init(bound: Duration, logger: Logger) {
        let queue = DispatchQueue(label: "countries-server.shutdown-backstop")
        let milliseconds = Int(bound / .milliseconds(1))
        sources = [SIGTERM, SIGINT].map { signal in
            let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
            source.setEventHandler {
                queue.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
                    logger.error("graceful shutdown took more than \(milliseconds) ms; exiting")
                    exit(143)
                }
            }
            source.resume()
            return source
        }
    }
}
