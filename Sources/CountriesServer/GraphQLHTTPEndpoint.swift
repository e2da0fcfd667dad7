import CountriesEngine
import Foundation
import GraphQL

/// GraphQL over HTTP: turns a request into a `GraphQLServiceRequest`, runs it, and picks the status and
/// content type; every bad input gets a 4xx with a GraphQL-shaped error body, an execution past its deadline
/// a 504, and a request cancelled by the server's shutdown a 503.
public struct GraphQLHTTPEndpoint: Sendable {
    /// The largest body accepted, in bytes.
    public static let maxBodySize = 64 * 1024
    static let graphQLResponseType = "application/graphql-response+json"

    /// The methods answered on the endpoint's paths, for `Allow`.
    public static let allowedMethods = "GET, POST, OPTIONS, HEAD"

    private let executor: any GraphQLExecuting
    let deadline: Duration
    let batchLimit: Int
    /// The documents clients named by hash (automatic persisted queries).
    let persisted: PersistedQueries
    /// What `/metrics` shows.
    public let metrics: ServerMetrics
    /// The clock of the deadlines.
    let clock: any Clock<Duration>
    /// The time on the endpoint's clock, as a duration since the endpoint was made.
    let now: @Sendable () -> Duration

    /// Creates an endpoint that runs requests on `executor`, each request (a whole batch included) for at most
    /// `deadline` by `clock`, with at most `batchLimit` operations in a batch.
    public init<C: Clock<Duration>>(
        executor: any GraphQLExecuting, deadline: Duration = ServerTimeouts.standard.requestDeadline,
        batchLimit: Int = GraphQLHTTPEndpoint.standardBatchLimit, persisted: PersistedQueries = PersistedQueries(),
        metrics: ServerMetrics = ServerMetrics(), clock: C = EventLoopClock()
    ) {
        self.executor = executor
        self.persisted = persisted
        self.metrics = metrics
        self.deadline = deadline
        self.batchLimit = batchLimit
        self.clock = clock
        let origin = clock.now
        now = { origin.duration(to: clock.now) }
    }

    /// Answers one HTTP request, or a batch of them; when the calling task is cancelled (the server stopping),
    /// at once with a 503.
    public func respond(to request: GraphQLHTTPRequest) async -> GraphQLHTTPReply {
        let contentType = Self.responseType(for: request.accept)
        guard !Task.isCancelled else { return Self.shuttingDown(contentType: contentType, operationName: nil) }
        switch operations(from: request) {
        case .failure(let failure):
            if failure.status == 413 { metrics.recordRefusal(failure.message.hasPrefix("Batching") ? "batch_size" : "request_body") }
            return Self.reply(refusing: failure, contentType: contentType)
        case .success(.single(let operation)):
            return await answer(operation, contentType: contentType, within: deadline)
        case .success(.batch(let operations)):
            return await answer(batch: operations, contentType: contentType)
        }
    }

    /// The reply to `request` when it is one operation the engine has answered before, found without waiting:
    /// what the event loop may send at once. Nil for anything else, which `respond(to:)` answers.
    func rememberedReply(to request: GraphQLHTTPRequest) -> GraphQLHTTPReply? {
        guard case .success(.single(let operation)) = operations(from: request, persistedQueries: false),
              let remembered = executor.rememberedResponse(to: operation) else { return nil }
        metrics.recordMemoLookup(hit: true)
        return Self.reply(remembered, contentType: Self.responseType(for: request.accept), operationName: operation.operationName)
    }

    /// Runs one operation within `limit`.
    func answer(_ operation: GraphQLServiceRequest, contentType: String, within limit: Duration) async -> GraphQLHTTPReply {
        // A remembered answer needs no execution, so none of the deadline's tasks and threads either.
        if let remembered = executor.rememberedResponse(to: operation) {
            metrics.recordMemoLookup(hit: true)
            return Self.reply(remembered, contentType: contentType, operationName: operation.operationName)
        }
        metrics.recordMemoLookup(hit: false)
        switch await executor.execute(operation, deadline: limit, clock: clock) {
        case .answered(let response):
            if response.outcome == .rejected { metrics.recordRefusal(response.refusingLimit ?? "document") }
            return Self.reply(response, contentType: contentType, operationName: operation.operationName)
        case .deadlinePassed:
            metrics.recordRefusal("deadline")
            return GraphQLHTTPReply(
                status: 504, contentType: contentType, body: CountriesEngine.requestErrorBody(deadlineMessage),
                operationName: operation.operationName, headers: [:]
            )
        case .abandoned:
            return Self.shuttingDown(contentType: contentType, operationName: operation.operationName)
        }
    }

    /// The reply to a request refused before execution. A 405 says which methods are allowed; a persisted query
    /// not found may not be stored, since the client sends its document next and the same URL then answers.
    static func reply(refusing refusal: Refusal, contentType: String) -> GraphQLHTTPReply {
        var headers: [String: String] = [:]
        if refusal.status == 405 { headers["Allow"] = allowedMethods }
        if refusal.code == PersistedQueries.notFoundCode { headers["Cache-Control"] = "no-store" }
        return GraphQLHTTPReply(
            status: refusal.status, contentType: contentType,
            body: CountriesEngine.requestErrorBody(refusal.message, code: refusal.code), operationName: nil, headers: headers
        )
    }

    /// What a request past the deadline is told.
    var deadlineMessage: String {
        "The request did not finish within \(Self.secondsText(deadline)) s and was stopped."
    }

    /// The reply to an operation the engine answered. A request error is a 400 in the
    /// `application/graphql-response+json` media type, and a 200 in `application/json`, where the client may not
    /// read a 4xx's body (the GraphQL-over-HTTP spec's SHOULD for the legacy type).
    private static func reply(
        _ response: GraphQLServiceResponse, contentType: String, operationName: String?
    ) -> GraphQLHTTPReply {
        let refusedStatus = contentType.hasPrefix(graphQLResponseType) ? 400 : 200
        return GraphQLHTTPReply(
            status: response.outcome == .executed ? 200 : refusedStatus, contentType: contentType, body: response.body,
            operationName: operationName, headers: [:]
        )
    }

    /// The answer to a request cancelled because the server is stopping.
    static func shuttingDown(contentType: String, operationName: String?) -> GraphQLHTTPReply {
        GraphQLHTTPReply(
            status: 503, contentType: contentType,
            body: CountriesEngine.requestErrorBody("The server is shutting down; the request was stopped."),
            operationName: operationName, headers: ["Connection": "close"]
        )
    }

    /// A duration as seconds for a message: `5`, `0.25`.
    static func secondsText(_ duration: Duration) -> String {
        let seconds = duration / .seconds(1)
        return seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    /// A refusal before execution: its status and message.
    struct Refusal: Error {
        let status: Int
        let message: String
        /// The error's `extensions.code`, for what a client acts on (`PERSISTED_QUERY_NOT_FOUND`).
        var code: String?

        static let missingQuery = Refusal(status: 400, message: "Missing \"query\": send the GraphQL document as a string.")
        /// A method the endpoint does not answer.
        static func methodNotAllowed(_ method: String) -> Refusal {
            Refusal(status: 405, message: "Method \(RequestQuote.cut(method)) is not allowed; use GET or POST.")
        }
        /// Not an answer: a request with `extensions`, which only the full path reads.
        static let persistedQueriesSkipped = Refusal(status: 0, message: "")
    }

    /// The operations a request carries: one, or a batch (a JSON array, POST only). Without `persistedQueries`, a
    /// request with `extensions` is refused, so that the store's lookups are counted once, by the path that
    /// answers it.
    func operations(from request: GraphQLHTTPRequest, persistedQueries: Bool = true) -> Result<RequestedOperations, Refusal> {
        switch request.method.uppercased() {
        case "GET", "HEAD":
            guard let parameters = request.queryParameters else {
                return .failure(Refusal(status: 400, message: "The URL's query string is not valid form encoding (name=value&..., each name once)."))
            }
            return fromQueryParameters(parameters, persistedQueries: persistedQueries).flatMap(Self.refusingMutation)
                .map(RequestedOperations.single)
        case "POST":
            guard let body = request.body else {
                return .failure(Refusal(status: 413, message: "Request body is larger than \(Self.maxBodySize) bytes."))
            }
            let mediaType = request.contentType?.split(separator: ";").first?
                .trimmingCharacters(in: .whitespaces).lowercased()
            // The GraphQL-over-HTTP spec: a POST without a Content-Type SHOULD get a 4xx.
            guard let mediaType else {
                return .failure(Refusal(status: 415, message: "Missing Content-Type; send application/json."))
            }
            guard mediaType == "application/json" || mediaType == "application/graphql+json" else {
                return .failure(Refusal(status: 415, message: "Unsupported Content-Type \"\(RequestQuote.cut(request.contentType ?? ""))\"; send application/json."))
            }
            if let coding = request.contentEncoding, coding.trimmingCharacters(in: .whitespaces).lowercased() != "identity" {
                return .failure(Refusal(status: 415, message: "Unsupported Content-Encoding \"\(RequestQuote.cut(coding))\"; send the body unencoded."))
            }
            return fromJSONBody(body, persistedQueries: persistedQueries)
        default:
            return .failure(.methodNotAllowed(request.method))
        }
    }

    /// The GraphQL-over-HTTP spec: a mutation sent by GET MUST get a 4xx, and 405 is RECOMMENDED.
    private static func refusingMutation(_ operation: GraphQLServiceRequest) -> Result<GraphQLServiceRequest, Refusal> {
        guard OperationTypeScan.selectsMutation(operation.query, operationName: operation.operationName) else {
            return .success(operation)
        }
        return .failure(Refusal(status: 405, message: "A mutation cannot be sent by GET; use POST."))
    }

    private func fromJSONBody(_ body: Data, persistedQueries: Bool) -> Result<RequestedOperations, Refusal> {
        guard !body.isEmpty else { return .failure(Refusal(status: 400, message: "Request body is empty; send {\"query\": ...}.")) }
        let map: Map
        do {
            map = try JSONRequestValue.decode(body)
        } catch {
            return .failure(Refusal(status: 400, message: "Request body is not valid JSON."))
        }
        switch map {
        case .dictionary:
            return operation(map, persistedQueries: persistedQueries).map(RequestedOperations.single)
        case .array(let entries):
            return batch(entries).map(RequestedOperations.batch)
        default:
            return .failure(Refusal(status: 400, message: "Request body must be a JSON object with a \"query\", or an array of them."))
        }
    }

    /// The operation a JSON object asks for.
    func operation(_ object: Map, persistedQueries: Bool = true) -> Result<GraphQLServiceRequest, Refusal> {
        guard case .dictionary(let fields) = object else {
            return .failure(Refusal(status: 400, message: "Request body must be a JSON object with a \"query\"."))
        }
        return build(
            query: fields["query"], operationName: fields["operationName"], variables: fields["variables"],
            extensions: fields["extensions"], persistedQueries: persistedQueries
        )
    }

    private func fromQueryParameters(_ parameters: [String: String], persistedQueries: Bool) -> Result<GraphQLServiceRequest, Refusal> {
        var decoded: [String: Map] = [:]
        for name in ["variables", "extensions"] {
            guard let text = parameters[name], !text.isEmpty else { continue }
            guard let value = try? JSONRequestValue.decode(Data(text.utf8)) else {
                return .failure(Refusal(status: 400, message: "The \(name) parameter is not valid JSON."))
            }
            decoded[name] = value
        }
        return build(
            query: parameters["query"].map(Map.string),
            operationName: parameters["operationName"].map(Map.string),
            variables: decoded["variables"], extensions: decoded["extensions"], persistedQueries: persistedQueries
        )
    }

    private func build(
        query: Map?, operationName: Map?, variables: Map?, extensions: Map?, persistedQueries: Bool
    ) -> Result<GraphQLServiceRequest, Refusal> {
        switch extensions {
        case nil, .null?, .undefined?: break
        case .dictionary? where persistedQueries: break
        case .dictionary?: return .failure(.persistedQueriesSkipped)
        default: return .failure(Refusal(status: 400, message: "\"extensions\" must be a JSON object."))
        }
        let text: String
        switch persisted.document(query: query, extensions: extensions) {
        case .success(let document):
            text = document.text
            if document.lookedUp { metrics.recordPersistedLookup(hit: true) }
        case .failure(let refusal):
            if refusal.code == PersistedQueries.notFoundCode { metrics.recordPersistedLookup(hit: false) }
            return .failure(refusal)
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

    /// `application/graphql-response+json` when the client names it with a weight over 0 and no less than
    /// `application/json`'s, else `application/json`.
    static func responseType(for accept: String?) -> String {
        let values = WeightedValues(accept)
        let graphQLWeight = values.weight(of: graphQLResponseType) ?? 0
        let wantsGraphQLType = graphQLWeight > 0 && graphQLWeight >= values.weight(of: "application/json", "application/*", "*/*") ?? 0
        return wantsGraphQLType ? graphQLResponseContentType : jsonContentType
    }

    private static let graphQLResponseContentType = graphQLResponseType + "; charset=utf-8"
    private static let jsonContentType = "application/json; charset=utf-8"
}
