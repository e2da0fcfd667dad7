import BoundedStorage
import HTTPTypes
import NIOCore

/// The memo's answers, encoded, by the exact bytes of the request they answered: its `AnswerInputs` and its body.
/// A request sent again byte for byte, as a client that polls sends it, is answered without parsing its JSON,
/// looking in the memo or encoding the reply again. Bounded in count and bytes, and emptied when full, as every
/// cache of the server is.
public final class AnswersByRequestBytes: Sendable {
    /// The most answers held.
    public static let capacity = 1_024
    /// The most bytes the answers held may cost, their requests' bytes included.
    public static let maxBytes = 8 << 20

    /// A request, byte for byte, as far as its reply depends on it: its `AnswerInputs` and its body.
    struct Key: Hashable, Sendable {
        let inputs: AnswerInputs
        let body: ByteBuffer

        /// About what the key holds.
        var cost: Int { inputs.cost + body.readableBytes + 128 }
    }

    /// A remembered answer, ready to write.
    struct Answer: Sendable {
        let encoded: EncodedReply
        /// For the metrics: the operation's name and the reply's status.
        let operationName: String?
        let status: Int
    }

    private let store: BoundedStore<Key, Answer>

    /// Holds at most `capacity` answers of about `maxBytes` in all, keys included.
    init(capacity: Int = AnswersByRequestBytes.capacity, maxBytes: Int = AnswersByRequestBytes.maxBytes) {
        store = BoundedStore(capacity: capacity, maxBytes: maxBytes)
    }

    /// The answer to a request with these exact bytes, if one was remembered.
    func answer(for key: Key) -> Answer? {
        store.value(for: key)
    }

    /// Remembers `answer` for the request `key`.
    func remember(_ answer: Answer, for key: Key) {
        store.remember(answer, for: key, cost: key.cost + (answer.encoded.body?.readableBytes ?? 0))
    }

    /// How many answers and estimated bytes are held.
    var usage: (count: Int, bytes: Int) { store.usage }
}
