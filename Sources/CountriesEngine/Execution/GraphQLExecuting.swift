import Foundation
import GraphQL

/// A GraphQL request as it arrives over any transport.
public struct GraphQLServiceRequest: Sendable, Equatable {
    /// The document text.
    public var query: String
    /// Which operation of the document to run; required when it has several.
    public var operationName: String?
    /// Variable values, already decoded from JSON.
    public var variables: [String: Map]

    /// Creates a request.
    public init(query: String, operationName: String? = nil, variables: [String: Map] = [:]) {
        self.query = query
        self.operationName = operationName
        self.variables = variables
    }
}

/// An encoded GraphQL response and whether the request was executed at all.
public struct GraphQLServiceResponse: Sendable, Equatable {
    /// `executed`: the operation ran (data may still carry field errors, HTTP 200).
    /// `rejected`: a request error (syntax, validation, variables, limits) with no data.
    public enum Outcome: Sendable, Equatable {
        /// The operation ran.
        case executed
        /// The request was refused before or during execution.
        case rejected
    }

    /// The spec-shaped JSON body: `data` and/or `errors`.
    public let body: Data
    /// Whether the operation ran.
    public let outcome: Outcome
    /// The limit that refused the request, by a short name (`tokens`, `depth`, …), when one did.
    public let refusingLimit: String?

    /// A response, refused by `refusingLimit` when one is given.
    public init(body: Data, outcome: Outcome, refusingLimit: String? = nil) {
        self.body = body
        self.outcome = outcome
        self.refusingLimit = refusingLimit
    }
}

/// Anything that executes GraphQL requests; the server and the embedded transport depend only on this,
/// so the execution engine can be replaced.
public protocol GraphQLExecuting: Sendable {
    /// Runs one request and returns its encoded response; never throws, since every failure is a GraphQL error.
    func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse

    /// The response to `request` if it is already known without running anything (a memo), else nil; cheap
    /// enough to try before scheduling an execution.
    func rememberedResponse(to request: GraphQLServiceRequest) -> GraphQLServiceResponse?
}

extension GraphQLExecuting {
    /// Nothing is remembered by default.
    public func rememberedResponse(to request: GraphQLServiceRequest) -> GraphQLServiceResponse? {
        nil
    }
}
