import Explorer
import Synchronization

/// Messages posted from background tasks for the app loop to pick up.
final class MessageInbox: Sendable {
    private let pending = Mutex<[Message]>([])

    /// Adds a message.
    func post(_ message: Message) {
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
