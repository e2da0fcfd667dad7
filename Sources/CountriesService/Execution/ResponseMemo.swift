import GraphQL
import Synchronization

/// Remembers encoded responses by (document, operation name, variables); the data never changes while the
/// service runs, so an identical request can be answered without executing again.
final class ResponseMemo: Sendable {
    private struct Entries {
        var responses: [Key: GraphQLServiceResponse] = [:]
        var bytes = 0
    }

    private let capacity: Int
    private let maxBytes: Int
    private let entries = Mutex(Entries())

    /// The identity of a request.
    struct Key: Hashable, Sendable {
        let query: String
        let operationName: String?
        let variables: [String: Map]
    }

    /// Creates a memo holding at most `capacity` responses of `maxBytes` in all; a larger response is not kept.
    init(capacity: Int = 512, maxBytes: Int = 32 << 20) {
        self.capacity = capacity
        self.maxBytes = maxBytes
    }

    /// The key of a request.
    static func key(for request: GraphQLServiceRequest) -> Key {
        Key(query: request.query, operationName: request.operationName, variables: request.variables)
    }

    /// The remembered response for a key.
    func response(for key: Key) -> GraphQLServiceResponse? {
        entries.withLock { $0.responses[key] }
    }

    /// Remembers a response; when full, forgets everything rather than growing without bound.
    func remember(_ response: GraphQLServiceResponse, for key: Key) {
        let size = response.body.count + key.query.utf8.count
        guard size <= maxBytes / 8 else { return }
        entries.withLock { entries in
            if entries.responses.count >= capacity || entries.bytes + size > maxBytes {
                entries.responses.removeAll(keepingCapacity: true)
                entries.bytes = 0
            }
            if entries.responses.updateValue(response, forKey: key) == nil { entries.bytes += size }
        }
    }
}
