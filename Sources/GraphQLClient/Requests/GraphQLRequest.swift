import Foundation
import GraphQLSelectionModel
import JSONCore

/// A GraphQL request ready for any transport: the document, the operation's name and encoded variables, and
/// for the normalized cache the operation's selections.
public struct GraphQLRequest: Sendable, Hashable {
    /// The document text.
    public var query: String
    /// The operation to run.
    public var operationName: String?
    /// The variables as a JSON object (`{}` when there are none).
    public var variables: Data
    /// Whether the operation only reads, which allows GET and retries.
    public var operationType: GraphQLOperationType
    /// The selections of the operation `query` and `operationName` name, which let the normalized cache store
    /// and rebuild its answers; nil for a request the cache does not hold.
    public var selections: OperationSelections?

    /// Creates a request from its parts.
    public init(
        query: String, operationName: String? = nil, variables: Data = Data("{}".utf8),
        operationType: GraphQLOperationType = .query, selections: OperationSelections? = nil
    ) {
        self.query = query
        self.operationName = operationName
        self.variables = variables
        self.operationType = operationType
        self.selections = selections
    }

    /// Creates a request for a generated operation; its variables are written with their keys sorted.
    public init<Operation: GraphQLOperation>(_ operation: Operation) {
        self.init(
            query: Operation.document, operationName: Operation.operationName,
            variables: operation.variables.jsonValue.jsonData, operationType: Operation.operationType,
            selections: Operation.selections
        )
    }

    /// The JSON body of a POST: `{"query", "operationName", "variables"}`.
    public var jsonBody: Data {
        jsonBody(sending: .document)
    }

    /// The JSON body of a POST sending the document, its persisted-query hash, or both.
    public func jsonBody(sending: DocumentSending) -> Data {
        var body = Data("{".utf8)
        if sending != .hash {
            body.append(Data(#""query":"#.utf8))
            body.append(Self.jsonString(query))
            body.append(Data(",".utf8))
        }
        if let operationName {
            body.append(Data(#""operationName":"#.utf8))
            body.append(Self.jsonString(operationName))
            body.append(Data(",".utf8))
        }
        body.append(Data(#""variables":"#.utf8))
        body.append(variables)
        if sending != .document {
            body.append(Data(#","extensions":"#.utf8))
            body.append(Data(persistedQueryExtensions.utf8))
        }
        body.append(Data("}".utf8))
        return body
    }

    /// The URL parameters of a GET.
    public var queryItems: [URLQueryItem] {
        queryItems(sending: .document)
    }

    /// The URL parameters of a GET sending the document, its persisted-query hash (a short URL), or both.
    public func queryItems(sending: DocumentSending) -> [URLQueryItem] {
        var items = sending == .hash ? [] : [URLQueryItem(name: "query", value: query)]
        if let operationName { items.append(URLQueryItem(name: "operationName", value: operationName)) }
        if variables != Data("{}".utf8) {
            items.append(URLQueryItem(name: "variables", value: String(decoding: variables, as: UTF8.self)))
        }
        if sending != .document { items.append(URLQueryItem(name: "extensions", value: persistedQueryExtensions)) }
        return items
    }

    private static func jsonString(_ text: String) -> Data {
        JSONValue.string(text).jsonData
    }
}
