import Foundation
import GraphQL
import Synchronization

/// Remembers encoded responses by (document, operation name, variables); the data never changes while the
/// service runs, so an identical request can be answered without executing again.
final class ResponseMemo: Sendable {
    private let capacity: Int
    private let entries = Mutex<[Key: GraphQLServiceResponse]>([:])

    /// The identity of a request.
    struct Key: Hashable, Sendable {
        let query: String
        let operationName: String?
        let variables: Data
    }

    /// Creates a memo holding at most `capacity` responses.
    init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The key of a request, or nil if its variables cannot be encoded canonically.
    static func key(for request: GraphQLServiceRequest) -> Key? {
        let variables: Data
        if request.variables.isEmpty {
            variables = Data()
        } else {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            guard let encoded = try? encoder.encode(request.variables) else { return nil }
            variables = encoded
        }
        return Key(query: request.query, operationName: request.operationName, variables: variables)
    }

    /// The remembered response for a key.
    func response(for key: Key) -> GraphQLServiceResponse? {
        entries.withLock { $0[key] }
    }

    /// Remembers a response; when full, forgets everything rather than growing without bound.
    func remember(_ response: GraphQLServiceResponse, for key: Key) {
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = response
        }
    }
}
