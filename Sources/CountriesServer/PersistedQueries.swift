import BoundedStorage
import CountriesEngine
import Foundation
import GraphQL

/// Automatic persisted queries, as Apollo's protocol defines them: a request may name its document by the
/// SHA-256 of its text (`extensions.persistedQuery.sha256Hash`, version 1) instead of sending it. A hash the
/// server does not know is answered `PersistedQueryNotFound`, and the client sends the document with the hash,
/// which the server checks before keeping it. The store is bounded in documents and bytes, and holds only
/// documents whose hash it checked, so no client can grow it without bound or poison it.
public final class PersistedQueries: Sendable {
    /// The most documents kept.
    public static let capacity = 1_000
    /// The most bytes of documents kept.
    public static let maxBytes = 8 << 20

    /// The `extensions.code` of the error for an unknown hash, which clients act on.
    static let notFoundCode = "PERSISTED_QUERY_NOT_FOUND"

    private let store = BoundedStore<String, String>(capacity: capacity, maxBytes: maxBytes)

    /// An empty store.
    public init() {}

    /// How many documents are kept.
    var count: Int { store.usage.count }

    /// The document a request asks for: its `query`, checked against and kept under the persisted-query hash
    /// when `extensions` has one; the kept document for a hash alone (`lookedUp`); or why not.
    func document(query: Map?, extensions: Map?) -> Result<(text: String, lookedUp: Bool), GraphQLHTTPEndpoint.Refusal> {
        let text: String? = if case .string(let given)? = query, !given.isEmpty { given } else { nil }
        let hash: String
        switch Self.hash(in: extensions) {
        case .failure(let refusal): return .failure(refusal)
        case .success(nil):
            guard let text else { return .failure(GraphQLHTTPEndpoint.Refusal.missingQuery) }
            return .success((text, false))
        case .success(let named?): hash = named
        }
        guard let text else {
            guard let kept = store.value(for: hash) else {
                // 200, as Apollo's servers answer it, so that every client reads the error and sends the document.
                return .failure(.init(status: 200, message: "PersistedQueryNotFound", code: Self.notFoundCode))
            }
            return .success((kept, true))
        }
        guard Self.sha256(text) == hash else {
            return .failure(.init(status: 400, message: "provided sha does not match query", code: "INTERNAL_SERVER_ERROR"))
        }
        store.remember(text, for: hash, cost: text.utf8.count + hash.utf8.count)
        return .success((text, false))
    }

    /// The lowercase hexadecimal SHA-256 of `text`'s UTF-8.
    static func sha256(_ text: String) -> String {
        SHA256Hex.of(Data(text.utf8))
    }

    /// The persisted-query hash `extensions` names, nil when it names none, or why it is refused.
    private static func hash(in extensions: Map?) -> Result<String?, GraphQLHTTPEndpoint.Refusal> {
        guard case .dictionary(let fields)? = extensions, let persisted = fields["persistedQuery"], persisted != .null else {
            return .success(nil)
        }
        guard case .dictionary(let members) = persisted else {
            return .failure(.init(status: 400, message: "extensions.persistedQuery must be an object."))
        }
        guard case .number(let version)? = members["version"], version.intValue == 1 else {
            return .failure(.init(status: 400, message: "Unsupported persisted query version", code: "PERSISTED_QUERY_NOT_SUPPORTED"))
        }
        guard case .string(let hash)? = members["sha256Hash"], hash.utf8.count == 64,
              hash.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) })
        else {
            return .failure(.init(status: 400, message: "extensions.persistedQuery.sha256Hash must be 64 lowercase hexadecimal digits."))
        }
        return .success(hash)
    }
}
