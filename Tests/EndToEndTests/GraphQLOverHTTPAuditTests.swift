import Foundation
import Testing

/// graphql-http's server audits for the GraphQL-over-HTTP spec (`src/audits/server.ts`, graphql-http 1.22.4),
/// each sent to the real `countries-server` as the audit sends it and checked as the audit checks it.
@Suite("GraphQL-over-HTTP audits (graphql-http's server suite)", .sharedServer())
struct GraphQLOverHTTPAuditTests {
    @Test(arguments: Self.audits)
    func audit(_ audit: ServerAudit) async throws {
        let server = try #require(SharedServer.current)
        let response = try await audit.request.send(to: server.port)
        for check in audit.checks {
            #expect(
                check.holds(for: response),
                "\(audit.id): \(check); got \(response.status) \(response.headers["content-type"] ?? "-") \(String(decoding: response.body.prefix(300), as: UTF8.self))"
            )
        }
    }

    @Test func theTableHoldsEveryAuditOfTheSuite() {
        #expect(Self.audits.count == 61)
        #expect(Set(Self.audits.map(\.id)).count == 61)
        #expect(Self.audits.filter { $0.title.hasPrefix("MUST ") }.count == 13)
        #expect(Self.audits.allSatisfy { !$0.checks.isEmpty })
    }

    private static let json = "application/json"
    private static let graphQLResponse = "application/graphql-response+json"
    private static var typename: [String: Any] { ["query": "{ __typename }"] }
    private static let typeQuery = "query Type($name: String!) { __type(name: $name) { name } }"
    /// The suite's "validation failure"; starting with a digit, it does not even lex.
    private static let unknownField = "{ 8f31403dfe404bccbb0e835f2629c6a7 }"
    private static var coercionFailure: [String: Any] {
        ["query": "query CoerceFailure($id: ID!){ __typename }", "variables": ["id": NSNull()]]
    }

    /// The suite's wrongly typed parameter values, with the names its titles give them.
    private static var notStrings: [(type: String, value: Any)] {
        [("object", ["obj": "ect"]), ("number", 0), ("boolean", false), ("array", ["array"])]
    }
    private static var notMaps: [(type: String, value: Any)] {
        [("string", "string"), ("number", 0), ("boolean", false), ("array", ["array"])]
    }

    /// The suite's four audits of a wrongly typed `parameter` (ids `prefix` 0 to 3), sent with `fields`: each a 400.
    private static func wronglyTyped(
        _ parameter: String, ids prefix: String, values: [(type: String, value: Any)], besides fields: [String: Any] = [:]
    ) -> [ServerAudit] {
        values.enumerated().map { index, invalid in
            var body = fields
            body[parameter] = invalid.value
            return ServerAudit(
                id: "\(prefix)\(index)", title: "MAY use 400 status code on \(invalid.type) {\(parameter)} parameter",
                request: .post(json: body), checks: [.status(400)]
            )
        }
    }

    /// The suite's audits, in its order.
    static let audits: [ServerAudit] = mediaTypes + requests + parameters + jsonResponses + graphQLResponses

    private static let mediaTypes: [ServerAudit] = [
        ServerAudit(
            id: "22EB", title: "SHOULD accept application/graphql-response+json and match the content-type",
            request: .post(json: typename, accept: graphQLResponse), checks: [.status(200), .contentTypeContains(graphQLResponse)]
        ),
        ServerAudit(
            id: "4655", title: "MUST accept application/json and match the content-type",
            request: .post(json: typename, accept: json), checks: [.status(200), .contentTypeContains(json)]
        ),
        ServerAudit(
            id: "47DE", title: "SHOULD accept */* and use application/json for the content-type",
            request: .post(json: typename, accept: "*/*"), checks: [.status(200), .contentTypeContains(json)]
        ),
        ServerAudit(
            id: "80D8", title: "SHOULD assume application/json content-type when accept is missing",
            request: .post(json: typename), checks: [.status(200), .contentTypeContains(json)]
        ),
        ServerAudit(
            id: "82A3", title: "MUST use utf-8 encoding when responding",
            request: .post(json: typename), checks: [.status(200), .utf8Body]
        ),
        ServerAudit(
            id: "BF61", title: "MUST accept utf-8 encoded request",
            request: .post(json: ["query": #"{ __type(name: "Run🏃Swim🏊") { name } }"#], contentType: "application/json; charset=utf-8"),
            checks: [.status(200)]
        ),
        ServerAudit(
            id: "78D5", title: "MUST assume utf-8 in request if encoding is unspecified",
            request: .post(json: typename), checks: [.status(200)]
        ),
    ]

    private static let requests: [ServerAudit] = [
        ServerAudit(id: "2C94", title: "MUST accept POST requests", request: .post(json: typename), checks: [.status(200)]),
        ServerAudit(
            id: "5A70", title: "MAY accept application/x-www-form-urlencoded formatted GET requests",
            request: .get([("query", "{ __typename }")]), checks: [.status(200)]
        ),
        ServerAudit(
            id: "9C48", title: "MAY NOT allow executing mutations on GET requests",
            request: .get([("query", "mutation { __typename }")], accept: graphQLResponse), checks: [.statusIn([400...499])]
        ),
        ServerAudit(
            id: "9ABE", title: "SHOULD respond with 4xx status code if content-type is not supplied on POST requests",
            request: .post(json: typename, contentType: nil), checks: [.statusIn([400...499])]
        ),
        ServerAudit(
            id: "03D4", title: "MUST accept application/json POST requests", request: .post(json: typename), checks: [.status(200)]
        ),
        ServerAudit(
            id: "A5BF", title: "MAY use 400 status code when request body is missing on POST",
            request: .post(""), checks: [.status(400)]
        ),
    ]

    private static let parameters: [ServerAudit] = queryParameter + operationNameParameter + nullParameters
        + variablesParameter + extensionsParameter + malformedRequests

    private static let queryParameter: [ServerAudit] = [
        ServerAudit(
            id: "423L", title: "MAY use 400 status code on missing {query} parameter",
            request: .post(json: ["notquery": "{ __typename }"], accept: graphQLResponse), checks: [.status(400)]
        ),
    ] + wronglyTyped("query", ids: "LKJ", values: notStrings) + [
        ServerAudit(
            id: "34A2", title: "SHOULD allow string {query} parameter when accepting application/graphql-response+json",
            request: .post(json: typename, accept: graphQLResponse), checks: [.status(200)]
        ),
        ServerAudit(
            id: "13EE", title: "MUST allow string {query} parameter when accepting application/json",
            request: .post(json: typename, accept: json), checks: [.status(200), .noErrors]
        ),
    ]

    private static let operationNameParameter: [ServerAudit] = wronglyTyped("operationName", ids: "6C0", values: notStrings, besides: typename) + [
        ServerAudit(
            id: "8161", title: "SHOULD allow string {operationName} parameter when accepting application/graphql-response+json",
            request: .post(json: ["operationName": "Query", "query": "query Query { __typename }"], accept: graphQLResponse),
            checks: [.status(200)]
        ),
        ServerAudit(
            id: "B8B3", title: "MUST allow string {operationName} parameter when accepting application/json",
            request: .post(json: ["operationName": "Query", "query": "query Query { __typename }"], accept: json),
            checks: [.status(200), .noErrors]
        ),
    ]

    private static let nullParameters: [ServerAudit] = ["variables", "operationName", "extensions"].enumerated().flatMap { index, parameter in
        [
            ServerAudit(
                id: "94B\(index)",
                title: "SHOULD allow null {\(parameter)} parameter when accepting application/graphql-response+json",
                request: .post(json: ["query": "{ __typename }", parameter: NSNull()], accept: graphQLResponse),
                checks: [.status(200), .noErrors]
            ),
            ServerAudit(
                id: "022\(index)", title: "MUST allow null {\(parameter)} parameter when accepting application/json",
                request: .post(json: ["query": "{ __typename }", parameter: NSNull()], accept: json),
                checks: [.status(200), .noErrors]
            ),
        ]
    }

    private static let variablesParameter: [ServerAudit] = wronglyTyped("variables", ids: "476", values: notMaps, besides: typename) + [
        ServerAudit(
            id: "2EA1", title: "SHOULD allow map {variables} parameter when accepting application/graphql-response+json",
            request: .post(json: ["query": typeQuery, "variables": ["name": "sometype"]], accept: graphQLResponse),
            checks: [.status(200)]
        ),
        ServerAudit(
            id: "28B9", title: "MUST allow map {variables} parameter when accepting application/json",
            request: .post(json: ["query": typeQuery, "variables": ["name": "sometype"]], accept: json),
            checks: [.status(200), .noErrors]
        ),
        ServerAudit(
            id: "D6D5",
            title: "MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/graphql-response+json",
            request: .get([("query", typeQuery), ("variables", #"{"name":"sometype"}"#)], accept: graphQLResponse),
            checks: [.status(200), .noErrors]
        ),
        ServerAudit(
            id: "6A70", title: "MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/json",
            request: .get([("query", typeQuery), ("variables", #"{"name":"sometype"}"#)], accept: json),
            checks: [.status(200), .noErrors]
        ),
    ]

    private static let extensionsParameter: [ServerAudit] = wronglyTyped("extensions", ids: "58B", values: notMaps, besides: typename) + [
        ServerAudit(
            id: "428F", title: "SHOULD allow map {extensions} parameter when accepting application/graphql-response+json",
            request: .post(json: ["query": "{ __typename }", "extensions": ["some": "value"]], accept: graphQLResponse),
            checks: [.status(200)]
        ),
        ServerAudit(
            id: "1B7A", title: "MUST allow map {extensions} parameter when accepting application/json",
            request: .post(json: ["query": "{ __typename }", "extensions": ["some": "value"]], accept: json),
            checks: [.status(200), .noErrors]
        ),
    ]

    private static let malformedRequests: [ServerAudit] = [
        ServerAudit(
            id: "B6DC", title: "MAY use 2xx, 4xx, or 5xx status codes on JSON parsing failure when accepting application/json",
            request: .post(#"{ "not a JSON"#, accept: json), checks: [.statusIn([200...299, 400...499, 500...599])]
        ),
        ServerAudit(
            id: "BCF8", title: "SHOULD use 400 status code on JSON parsing failure when accepting application/json",
            request: .post(#"{ "not a JSON"#, accept: json), checks: [.status(400)]
        ),
        ServerAudit(
            id: "B7N8", title: "SHOULD use 400 status code on JSON parsing failure when accepting application/graphql-response+json",
            request: .post(#"{ "not a JSON"#, accept: graphQLResponse), checks: [.status(400)]
        ),
        ServerAudit(
            id: "8764", title: "MAY use 4xx or 5xx status codes if parameters are invalid",
            request: .post(json: ["qeury": "{ __typename }"]), checks: [.statusIn([400...599])]
        ),
        ServerAudit(
            id: "3E3A", title: "MAY use 400 status code if parameters are invalid",
            request: .post(json: ["qeury": "{ __typename }"]), checks: [.status(400)]
        ),
    ]

    private static let jsonResponses: [ServerAudit] = [
        ServerAudit(
            id: "572B", title: "SHOULD use 200 status code on document parsing failure when accepting application/json",
            request: .post(json: ["query": "{"], accept: json), checks: [.status(200)]
        ),
        ServerAudit(
            id: "FDE2", title: "SHOULD use 200 status code on document validation failure when accepting application/json",
            request: .post(json: ["query": unknownField], accept: json), checks: [.status(200)]
        ),
        ServerAudit(
            id: "7B9B", title: "SHOULD use a status code of 200 on variable coercion failure when accepting application/json",
            request: .post(json: coercionFailure, accept: json), checks: [.status(200)]
        ),
    ]

    private static let graphQLResponses: [ServerAudit] = [
        ServerAudit(
            id: "865D",
            title: "SHOULD use 4xx or 5xx status codes on document parsing failure when accepting application/graphql-response+json",
            request: .post(json: ["query": "{"], accept: graphQLResponse), checks: [.statusIn([400...599])]
        ),
        ServerAudit(
            id: "556A", title: "SHOULD use 400 status code on document parsing failure when accepting application/graphql-response+json",
            request: .post(json: ["query": "{"], accept: graphQLResponse), checks: [.status(400)]
        ),
        ServerAudit(
            id: "D586",
            title: "SHOULD not contain the data entry on document parsing failure when accepting application/graphql-response+json",
            request: .post(json: ["query": "{"], accept: graphQLResponse), checks: [.noData]
        ),
        ServerAudit(
            id: "51FE",
            title: "SHOULD use 4xx or 5xx status codes on document validation failure when accepting application/graphql-response+json",
            request: .post(json: ["query": unknownField], accept: graphQLResponse), checks: [.statusIn([400...599])]
        ),
        ServerAudit(
            id: "74FF",
            title: "SHOULD use 400 status code on document validation failure when accepting application/graphql-response+json",
            request: .post(json: ["query": unknownField], accept: graphQLResponse), checks: [.status(400)]
        ),
        ServerAudit(
            id: "5E5B",
            title: "SHOULD not contain the data entry on document validation failure when accepting application/graphql-response+json",
            request: .post(json: ["query": unknownField], accept: graphQLResponse), checks: [.noData]
        ),
        ServerAudit(
            id: "86EE",
            title: "SHOULD use a status code of 400 on variable coercion failure when accepting application/graphql-response+json",
            request: .post(json: coercionFailure, accept: graphQLResponse), checks: [.status(400)]
        ),
    ]
}
