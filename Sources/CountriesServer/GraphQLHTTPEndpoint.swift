import CountriesService
import Foundation
import GraphQL

/// GraphQL over HTTP: turns a request into a `GraphQLServiceRequest`, runs it, and picks the status and
/// content type; every bad input gets a 4xx with a GraphQL-shaped error body.
public struct GraphQLHTTPEndpoint: Sendable {
    /// The largest body accepted, in bytes.
    public static let maxBodySize = 64 * 1024
    private static let graphQLResponseType = "application/graphql-response+json"

    private let executor: any GraphQLExecuting

    /// Creates an endpoint that runs requests on `executor`.
    public init(executor: any GraphQLExecuting) {
        self.executor = executor
    }

    /// Answers one HTTP request.
    public func respond(to request: GraphQLHTTPRequest) async -> GraphQLHTTPReply {
        let contentType = Self.responseType(for: request.accept)
        let parsed: GraphQLServiceRequest
        switch Self.serviceRequest(from: request) {
        case .failure(let failure):
            return GraphQLHTTPReply(
                status: failure.status, contentType: contentType, body: Self.errorBody(failure.message),
                operationName: nil, headers: failure.status == 405 ? ["Allow": "GET, POST"] : [:]
            )
        case .success(let serviceRequest):
            parsed = serviceRequest
        }
        let response = await executor.execute(parsed)
        return GraphQLHTTPReply(
            status: response.outcome == .executed ? 200 : 400, contentType: contentType, body: response.body,
            operationName: parsed.operationName, headers: [:]
        )
    }

    /// A refusal before execution: its status and message.
    struct Refusal: Error {
        let status: Int
        let message: String
    }

    static func serviceRequest(from request: GraphQLHTTPRequest) -> Result<GraphQLServiceRequest, Refusal> {
        switch request.method.uppercased() {
        case "GET":
            return fromQueryParameters(request.queryParameters)
        case "POST":
            guard let body = request.body else {
                return .failure(Refusal(status: 413, message: "Request body is larger than \(maxBodySize) bytes."))
            }
            let mediaType = request.contentType?.split(separator: ";").first?
                .trimmingCharacters(in: .whitespaces).lowercased()
            guard mediaType == nil || mediaType == "application/json" || mediaType == "application/graphql+json"
            else {
                return .failure(Refusal(status: 415, message: "Unsupported Content-Type \"\(request.contentType ?? "")\"; send application/json."))
            }
            return fromJSONBody(body)
        default:
            return .failure(Refusal(status: 405, message: "Method \(request.method) is not allowed; use GET or POST."))
        }
    }

    private static func fromJSONBody(_ body: Data) -> Result<GraphQLServiceRequest, Refusal> {
        guard !body.isEmpty else { return .failure(Refusal(status: 400, message: "Request body is empty; send {\"query\": ...}.")) }
        let map: Map
        do {
            map = try JSONRequestValue.decode(body)
        } catch {
            return .failure(Refusal(status: 400, message: "Request body is not valid JSON."))
        }
        guard case .dictionary(let fields) = map else {
            return .failure(Refusal(status: 400, message: "Request body must be a JSON object with a \"query\"."))
        }
        return build(
            query: fields["query"], operationName: fields["operationName"], variables: fields["variables"]
        )
    }

    private static func fromQueryParameters(_ parameters: [String: String]) -> Result<GraphQLServiceRequest, Refusal> {
        var variables: Map?
        if let text = parameters["variables"], !text.isEmpty {
            guard let decoded = try? JSONRequestValue.decode(Data(text.utf8)) else {
                return .failure(Refusal(status: 400, message: "The variables parameter is not valid JSON."))
            }
            variables = decoded
        }
        return build(
            query: parameters["query"].map(Map.string),
            operationName: parameters["operationName"].map(Map.string),
            variables: variables
        )
    }

    private static func build(query: Map?, operationName: Map?, variables: Map?) -> Result<GraphQLServiceRequest, Refusal> {
        guard case .string(let text)? = query, !text.isEmpty else {
            return .failure(Refusal(status: 400, message: "Missing \"query\": send the GraphQL document as a string."))
        }
        var name: String?
        switch operationName {
        case nil, .null?, .undefined?: name = nil
        case .string(let given)?: name = given.isEmpty ? nil : given
        default: return .failure(Refusal(status: 400, message: "\"operationName\" must be a string."))
        }
        var values: [String: Map] = [:]
        switch variables {
        case nil, .null?, .undefined?: break
        case .dictionary(let given)?: values = Dictionary(uniqueKeysWithValues: given.map { ($0.key, $0.value) })
        default: return .failure(Refusal(status: 400, message: "\"variables\" must be a JSON object."))
        }
        return .success(GraphQLServiceRequest(query: text, operationName: name, variables: values))
    }

    /// `application/graphql-response+json` when the client asks for it, else `application/json`.
    static func responseType(for accept: String?) -> String {
        let wantsGraphQLType = accept?.lowercased().contains(graphQLResponseType) ?? false
        return (wantsGraphQLType ? graphQLResponseType : "application/json") + "; charset=utf-8"
    }

    private static func errorBody(_ message: String) -> Data {
        let error = GraphQLError(message: message)
        return (try? JSONEncoder().encode(["errors": [error]])) ?? Data(#"{"errors":[{"message":"Bad request"}]}"#.utf8)
    }
}
