import Explorer
import Synchronization

/// Messages posted from background tasks for the app loop to pick up.
public final class MessageInbox: Sendable {
    private let pending = Mutex<[Message]>([])

    /// Creates an empty inbox.
    public init() {}

    /// Adds a message; the loop picks it up when it next wakes.
    public func post(_ message: Message) {
        pending.withLock { $0.append(message) }
    }

    /// Takes every pending message, oldest first.
    func drain() -> [Message] {
        pending.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }
}
