import CountriesEngine
import Foundation
import GraphQL
import JSONCore

/// One request as a client would send it over HTTP: the document, the operation's name and the variables' JSON.
public struct GeneratedRequest: Sendable, Equatable {
    /// The document text.
    public var query: String
    /// The operation to run, when the request names one.
    public var operationName: String?
    /// The `variables` object, nil when the request sends none.
    public var variables: OrderedJSON?

    /// A request.
    public init(query: String, operationName: String? = nil, variables: OrderedJSON? = nil) {
        self.query = query
        self.operationName = operationName
        self.variables = variables
    }

    /// The request as `countries-server` hands it to the service: the variables' JSON read by
    /// `JSONRequestValue`, as the HTTP endpoint reads a body's.
    public var serviceRequest: GraphQLServiceRequest {
        var values: [String: Map] = [:]
        if let variables, case .dictionary(let given)? = try? JSONRequestValue.decode(Data(variables.jsonBytes)) {
            values = Dictionary(given.map { ($0.key, $0.value) }) { first, _ in first }
        }
        return GraphQLServiceRequest(query: query, operationName: operationName, variables: values)
    }

    /// The request as one line of JSON for the graphql-js runner.
    public var oracleLine: [UInt8] {
        var members = [OrderedJSON.Member("query", .string(query))]
        if let variables { members.append(OrderedJSON.Member("variables", variables)) }
        if let operationName { members.append(OrderedJSON.Member("operationName", .string(operationName))) }
        return OrderedJSON.object(members).jsonBytes
    }

    /// The request as a reader wants it: the document, then the variables and operation name if any, then the
    /// whole request as one line of JSON, which shows what the text hides (tabs, CR, byte order marks) and can be
    /// sent as it is (`curl -d`).
    public var printed: String {
        var text = query
        if let variables { text += "\nvariables: \(variables)" }
        if let operationName { text += "\noperationName: \(operationName)" }
        return text + "\nas JSON: " + String(decoding: oracleLine, as: UTF8.self)
    }
}
