import HTTPTypes

/// The parts of a request that its answer depends on, declared once: its method, its target, the headers in
/// `headers`, and its body. The endpoint and the reply's encoding see a request only through them, the memo of
/// answers by request bytes keys on them, `Vary` names those that pick a GET's representation, and the event loop
/// answers early only a request that carries no other header but those known to change nothing.
struct AnswerInputs: Hashable, Sendable {
    /// The headers an answer depends on: the endpoint reads `Content-Type`, `Content-Encoding` and `Accept`, the
    /// encoding `Accept-Encoding` and `If-None-Match`.
    static let headers: [HTTPField.Name] = [.contentType, .contentEncoding, .accept, .acceptEncoding, .ifNoneMatch]

    /// Of `headers`, those that choose among the representations of a GET's answer at one URL (the playground's
    /// page or GraphQL, its media type, gzip), which `Vary` names. `If-None-Match` makes a request conditional,
    /// and a GET has no body for the other two to describe.
    static let representationHeaders: [HTTPField.Name] = [.accept, .acceptEncoding]

    /// Headers that change nothing in any answer, so that a request carrying them may still be answered from the
    /// memo. Any other (a credential, `Cookie`, `Origin`, `Connection`, `Expect`, or one no one has thought of)
    /// sends the request through the router and its middleware.
    static let ignoredHeaders: Set<HTTPField.Name> = Set([
        .userAgent, .contentLength, .acceptLanguage, .cacheControl, .referer, .priority, .te,
        HTTPField.Name("pragma"), HTTPField.Name("dnt"), HTTPField.Name("upgrade-insecure-requests"),
        HTTPField.Name("sec-fetch-site"), HTTPField.Name("sec-fetch-mode"), HTTPField.Name("sec-fetch-dest"),
        HTTPField.Name("apollographql-client-name"), HTTPField.Name("apollographql-client-version"),
        HTTPField.Name("x-apollo-operation-name"), HTTPField.Name("apollo-require-preflight"),
        HTTPField.Name("x-requested-with"),
    ].compactMap { $0 })

    let method: HTTPRequest.Method
    /// The request target: the path and the query string.
    let target: String
    /// The values of `headers`, in their order.
    private let values: [String?]

    /// The inputs of a request with `head`.
    init(_ head: HTTPRequest) {
        method = head.method
        target = head.path ?? ""
        let fields = head.headerFields
        values = Self.headers.map { fields[$0] }
    }

    /// The value of `name`; nil for a header that `headers` does not declare, which no answer may read.
    subscript(_ name: HTTPField.Name) -> String? {
        Self.headers.firstIndex(of: name).flatMap { values[$0] }
    }

    /// The path, and the query string when there is one.
    var pathAndQuery: (path: Substring, query: Substring?) {
        guard let mark = target.firstIndex(of: "?") else { return (target[...], nil) }
        return (target[..<mark], target[target.index(after: mark)...])
    }

    /// About how many bytes the inputs hold.
    var cost: Int { target.utf8.count + values.reduce(0) { $0 + ($1?.utf8.count ?? 0) } }

    /// Whether the event loop may answer a request with `head` from the memo: a GraphQL GET or POST that carries
    /// only headers in `headers` or `ignoredHeaders`, and does not ask for the playground's page.
    static func mayBeAnsweredEarly(_ head: HTTPRequest) -> Bool {
        guard head.method == .post || head.method == .get,
              head.headerFields.allSatisfy({ headers.contains($0.name) || ignoredHeaders.contains($0.name) }),
              !GraphiQLPlayground.wantsPage(method: head.method, accept: head.headerFields[.accept]) else { return false }
        let target = head.path ?? ""
        let path = target.firstIndex(of: "?").map { target[..<$0] } ?? target[...]
        return path == "/" || path == "/graphql"
    }

    /// The `Vary` of every answer on the GraphQL paths: `representationHeaders`, and `Origin` when the CORS headers
    /// depend on it.
    static func vary(byOrigin: Bool) -> String {
        (representationHeaders.map(\.rawName) + (byOrigin ? ["Origin"] : [])).joined(separator: ", ")
    }
}
