import Crypto
import Foundation
import JSONCore

/// What a request sends of its document, for automatic persisted queries (Apollo's protocol): the document
/// alone, its SHA-256 alone (a short body, or a short and cacheable GET URL), or both, which registers it.
public enum DocumentSending: Sendable, Hashable {
    /// `query` only, as without persisted queries.
    case document
    /// `extensions.persistedQuery` only: the server answers from the documents it keeps.
    case hash
    /// `query` and `extensions.persistedQuery`: the server checks the hash and keeps the document.
    case documentAndHash
}

extension GraphQLRequest {
    /// The SHA-256 of the document's UTF-8 in lowercase hexadecimal: its name among persisted queries.
    public var queryHash: String {
        SHA256.hash(data: Data(query.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// `{"persistedQuery":{"version":1,"sha256Hash":"…"}}`.
    var persistedQueryExtensions: String {
        #"{"persistedQuery":{"version":1,"sha256Hash":"\#(queryHash)"}}"#
    }

    /// Whether a reply is a server's `PersistedQueryNotFound`: it does not know the hash, and wants the document.
    static func isPersistedQueryNotFound(_ body: Data) -> Bool {
        guard let reply = try? JSONValue(parsing: body), case .array(let errors)? = reply["errors"] else { return false }
        return errors.contains { error in
            error["message"]?.stringValue == "PersistedQueryNotFound"
                || error["extensions"]?["code"]?.stringValue == "PERSISTED_QUERY_NOT_FOUND"
        }
    }
}
