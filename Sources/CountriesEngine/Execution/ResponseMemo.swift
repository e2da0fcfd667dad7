import BoundedStorage
import GraphQL

/// Remembers encoded responses by (document, operation name, variables); the data never changes while the
/// service runs, so an identical request can be answered without executing again.
final class ResponseMemo: Sendable {
    /// The identity of a request, its text and values compared byte for byte (see `ExactText`).
    struct Key: Hashable, Sendable {
        let query: ExactText
        let operationName: ExactText?
        let variables: [String: Map]

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.query == rhs.query && lhs.operationName == rhs.operationName
                && Map.areExactlyEqual(lhs.variables, rhs.variables)
        }
    }

    /// The service's memo holds this many responses at most.
    static let capacity = 512
    /// The service's memo holds this many bytes at most.
    static let maxBytes = 32 << 20

    private let store: BoundedStore<Key, GraphQLServiceResponse>

    /// Creates a memo holding at most `capacity` responses of `maxBytes` in all; a larger response is not kept.
    init(capacity: Int = capacity, maxBytes: Int = maxBytes) {
        store = BoundedStore(capacity: capacity, maxBytes: maxBytes)
    }

    /// The key of a request.
    static func key(for request: GraphQLServiceRequest) -> Key {
        Key(query: ExactText(request.query), operationName: request.operationName.map(ExactText.init), variables: request.variables)
    }

    /// The remembered response for a key.
    func response(for key: Key) -> GraphQLServiceResponse? {
        store.value(for: key)
    }

    /// Remembers a response; when full, forgets everything rather than growing without bound.
    func remember(_ response: GraphQLServiceResponse, for key: Key) {
        store.remember(response, for: key, cost: response.body.count + key.query.string.utf8.count)
    }
}
