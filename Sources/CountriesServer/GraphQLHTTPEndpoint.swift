import CountriesService
import Foundation
import GraphQL

/// GraphQL over HTTP: turns a request into a `GraphQLServiceRequest`, runs it, and picks the status and
/// content type; every bad input gets a 4xx with a GraphQL-shaped error body, an execution past its deadline
/// a 504, and a request cancelled by the server's shutdown a 503.
public struct GraphQLHTTPEndpoint: Sendable {
    /// The largest body accepted, in bytes.
    public static let maxBodySize = 64 * 1024
    private static let graphQLResponseType = "application/graphql-response+json"

    /// The methods answered on the endpoint's paths, for `Allow`.
    public static let allowedMethods = "GET, POST, OPTIONS, HEAD"
    /// The longest piece of a request (a header, a method) that an error message quotes.
    static let maxQuotedLength = 64

    private let executor: any GraphQLExecuting
    private let deadline: Duration

    /// Creates an endpoint that runs requests on `executor`, each for at most `deadline`.
    public init(executor: any GraphQLExecuting, deadline: Duration = ServerTimeouts.standard.requestDeadline) {
        self.executor = executor
        self.deadline = deadline
    }

    /// Answers one HTTP request; when the calling task is cancelled (the server stopping), at once with a 503.
    public func respond(to request: GraphQLHTTPRequest) async -> GraphQLHTTPReply {
        let contentType = Self.responseType(for: request.accept)
        guard !Task.isCancelled else { return Self.shuttingDown(contentType: contentType, operationName: nil) }
        let parsed: GraphQLServiceRequest
        switch Self.serviceRequest(from: request) {
        case .failure(let failure):
            return GraphQLHTTPReply(
                status: failure.status, contentType: contentType, body: Self.errorBody(failure.message),
                operationName: nil, headers: failure.status == 405 ? ["Allow": Self.allowedMethods] : [:]
            )
        case .success(let serviceRequest):
            parsed = serviceRequest
        }
        // A remembered answer needs no execution, so none of the deadline's tasks and threads either.
        if let remembered = executor.rememberedResponse(to: parsed) {
            return Self.reply(remembered, contentType: contentType, operationName: parsed.operationName)
        }
        switch await executor.execute(parsed, deadline: deadline) {
        case .answered(let response):
            return Self.reply(response, contentType: contentType, operationName: parsed.operationName)
        case .deadlinePassed:
            return GraphQLHTTPReply(
                status: 504, contentType: contentType,
                body: Self.errorBody("The request did not finish within \(Self.secondsText(deadline)) s and was stopped."),
                operationName: parsed.operationName, headers: [:]
            )
        case .abandoned:
            return Self.shuttingDown(contentType: contentType, operationName: parsed.operationName)
        }
    }

    private static func reply(
        _ response: GraphQLServiceResponse, contentType: String, operationName: String?
    ) -> GraphQLHTTPReply {
        GraphQLHTTPReply(
            status: response.outcome == .executed ? 200 : 400, contentType: contentType, body: response.body,
            operationName: operationName, headers: [:]
        )
    }

    /// The answer to a request cancelled because the server is stopping.
    private static func shuttingDown(contentType: String, operationName: String?) -> GraphQLHTTPReply {
        GraphQLHTTPReply(
            status: 503, contentType: contentType,
            body: errorBody("The server is shutting down; the request was stopped."),
            operationName: operationName, headers: ["Connection": "close"]
        )
    }

    /// A duration as seconds for a message: `5`, `0.25`.
    private static func secondsText(_ duration: Duration) -> String {
        let seconds = duration / .seconds(1)
        return seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    /// A refusal before execution: its status and message.
    struct Refusal: Error {
        let status: Int
        let message: String
    }

    static func serviceRequest(from request: GraphQLHTTPRequest) -> Result<GraphQLServiceRequest, Refusal> {
        switch request.method.uppercased() {
        case "GET", "HEAD":
            guard let parameters = request.queryParameters else {
                return .failure(Refusal(status: 400, message: "The URL's query string is not valid form encoding (name=value&..., each name once)."))
            }
            return fromQueryParameters(parameters)
        case "POST":
            guard let body = request.body else {
                return .failure(Refusal(status: 413, message: "Request body is larger than \(maxBodySize) bytes."))
            }
            let mediaType = request.contentType?.split(separator: ";").first?
                .trimmingCharacters(in: .whitespaces).lowercased()
            guard mediaType == nil || mediaType == "application/json" || mediaType == "application/graphql+json"
            else {
                return .failure(Refusal(status: 415, message: "Unsupported Content-Type \"\(quoted(request.contentType ?? ""))\"; send application/json."))
            }
            return fromJSONBody(body)
        default:
            return .failure(Refusal(status: 405, message: "Method \(quoted(request.method)) is not allowed; use GET or POST."))
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

    /// A piece of the request cut to `maxQuotedLength` characters, so that no error body echoes unbounded input.
    static func quoted(_ text: String) -> String {
        text.count <= maxQuotedLength ? text : text.prefix(maxQuotedLength) + "…"
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
