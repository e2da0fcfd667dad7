@testable import CountriesServer
import CountriesEngine
import Foundation
import HTTPTypes
import Logging
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import Testing

/// The event loop's answers from the memo: what it answers itself, with the router's headers, and what it passes
/// on to the router untouched.
@Suite("RememberedAnswers on an embedded channel")
struct RememberedAnswersTests {
    private static let service = Result { try CountriesEngine() }
    private static let unmemoized = Result { try CountriesEngine(memoize: false) }
    static let detail = #"{"query":"query D($c: ID!) { country(code: $c) { name } }","variables":{"c":"JP"},"operationName":"D"}"#
    /// A request no test has the memo answer: the service, and so its memo, is shared by tests that run side by side.
    static let neverRemembered = #"{"query":"query NeverRemembered($c: ID!) { country(code: $c) { code } }","variables":{"c":"FR"}}"#

    /// The handler on an embedded channel, over an endpoint that has answered `posts` and `gets` once the router's
    /// way, so that the memo holds them. Made after those answers, as the embedded loop must be used from one thread.
    private struct Harness {
        let channel = EmbeddedChannel()
        let endpoint: GraphQLHTTPEndpoint
        let source: RememberedAnswers.Source

        static func make(
            remembering posts: [String] = [], gets: [String] = [], memo: Bool = true,
            byRequestBytes: AnswersByRequestBytes = AnswersByRequestBytes()
        ) async throws -> Harness {
            let endpoint = GraphQLHTTPEndpoint(executor: try (memo ? RememberedAnswersTests.service : RememberedAnswersTests.unmemoized).get())
            for body in posts {
                _ = await endpoint.respond(to: GraphQLHTTPRequest(method: "POST", contentType: "application/json", body: Data(body.utf8)))
            }
            for query in gets {
                _ = await endpoint.respond(to: GraphQLHTTPRequest(method: "GET", queryParameters: ["query": query]))
            }
            return try Harness(endpoint: endpoint, byRequestBytes: byRequestBytes)
        }

        private init(endpoint: GraphQLHTTPEndpoint, byRequestBytes: AnswersByRequestBytes) throws {
            self.endpoint = endpoint
            var logger = Logger(label: "remembered-answers-tests")
            logger.logLevel = .critical
            source = RememberedAnswers.Source(
                endpoint: endpoint, caching: ConditionalGET(), serverName: "countries-server", logger: logger,
                byRequestBytes: byRequestBytes
            )
            let answers = RememberedAnswers(source: source)
            try channel.pipeline.syncOperations.addHandlers([answers.makeShutdownWatcher(), answers])
        }

        func send(_ method: HTTPRequest.Method = .post, path: String = "/graphql", headers: HTTPFields = [.contentType: "application/json"], body: String = "") throws {
            try channel.writeInbound(HTTPRequestPart.head(HTTPRequest(method: method, scheme: nil, authority: "127.0.0.1", path: path, headerFields: headers)))
            if !body.isEmpty { try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: body))) }
            try channel.writeInbound(HTTPRequestPart.end(nil))
        }

        /// The request parts passed on to the router.
        func passedOn() throws -> [HTTPRequestPart] {
            var parts: [HTTPRequestPart] = []
            while let part = try channel.readInbound(as: HTTPRequestPart.self) { parts.append(part) }
            return parts
        }

        /// The response the handler wrote itself, if any.
        func answered() throws -> (head: HTTPResponse, body: String)? {
            guard case .head(let head)? = try channel.readOutbound(as: HTTPResponsePart.self) else { return nil }
            var body = ""
            while let part = try channel.readOutbound(as: HTTPResponsePart.self) {
                if case .body(let bytes) = part { body += String(buffer: bytes) }
            }
            return (head, body)
        }
    }

    @Test func aRequestTheMemoDoesNotHoldGoesToTheRouterWhole() async throws {
        let harness = try await Harness.make()
        try harness.send(body: Self.neverRemembered)
        let parts = try harness.passedOn()
        #expect(parts.count == 3)
        guard parts.count == 3, case .head(let head) = parts[0], case .body(let body) = parts[1], case .end = parts[2] else { return }
        #expect(head.path == "/graphql")
        #expect(String(buffer: body) == Self.neverRemembered)
        #expect(try harness.answered() == nil)
    }

    @Test func aRememberedRequestIsAnsweredOnTheEventLoopAsTheRouterWould() async throws {
        let harness = try await Harness.make(remembering: [Self.detail])
        try harness.send(body: Self.detail)
        #expect(try harness.passedOn().isEmpty)
        let answer = try #require(try harness.answered())
        #expect(answer.head.status == .ok)
        #expect(answer.body == #"{"data":{"country":{"name":"Japan"}}}"#)
        #expect(answer.head.headerFields[.contentType] == "application/json; charset=utf-8")
        #expect(answer.head.headerFields[.contentLength] == String(answer.body.utf8.count))
        #expect(answer.head.headerFields[.vary] == "Accept, Accept-Encoding")
        #expect(answer.head.headerFields[.server] == "countries-server")
        let date = try #require(answer.head.headerFields[.date])
        #expect(date.hasSuffix(" GMT") && date.count == 29, "IMF-fixdate: \(date)")
        #expect(answer.head.headerFields[.eTag] == nil, "a POST is never cached")
    }

    /// The second time a request's exact bytes come, its answer is written from them: no JSON parsed, no memo
    /// looked in (the second endpoint has no memo at all). A request that differs in a header the reply depends on
    /// is not.
    @Test func aRequestSentAgainByteForByteIsAnsweredFromItsBytes() async throws {
        let remembering = try await Harness.make(remembering: [Self.detail])
        try remembering.send(body: Self.detail)
        let first = try #require(try remembering.answered())
        #expect(remembering.source.byRequestBytes.usage.count == 1)

        let forgetful = try await Harness.make(memo: false, byRequestBytes: remembering.source.byRequestBytes)
        try forgetful.send(body: Self.detail)
        #expect(try forgetful.passedOn().isEmpty)
        let again = try #require(try forgetful.answered())
        #expect(again.body == first.body)
        #expect(again.head.status == first.head.status)
        #expect(again.head.headerFields[.contentType] == first.head.headerFields[.contentType])

        try forgetful.send(headers: [.contentType: "application/json", .accept: "application/graphql-response+json"], body: Self.detail)
        #expect(try forgetful.answered() == nil, "another Accept is another reply")
        #expect(try forgetful.passedOn().count == 3)
        try forgetful.send(body: Self.detail + " ")
        #expect(try forgetful.answered() == nil, "one more byte is another request")
    }

    @Test func aRememberedGETCarriesItsETagAndIfNoneMatchGetsA304() async throws {
        let harness = try await Harness.make(gets: ["{continents{code}}"])
        let query = "/graphql?query=%7Bcontinents%7Bcode%7D%7D"
        try harness.send(.get, path: query, headers: [:])
        let first = try #require(try harness.answered())
        #expect(first.head.status == .ok)
        #expect(first.body.hasPrefix(#"{"data":{"continents":[{"code":"AF"}"#))
        let tag = try #require(first.head.headerFields[.eTag])
        try harness.send(.get, path: query, headers: [.ifNoneMatch: tag])
        let again = try #require(try harness.answered())
        #expect(again.head.status == .notModified)
        #expect(again.body.isEmpty)
        #expect(again.head.headerFields[.contentLength] == "0")
    }

    @Test func whileTheRouterAnswersAnEarlierRequestALaterRememberedOneWaitsItsTurnThere() async throws {
        let harness = try await Harness.make(remembering: [Self.detail])
        let other = #"{"query":"{ continents { name } }"}"#
        try harness.send(body: other)
        try harness.send(body: Self.detail)
        #expect(try harness.passedOn().count == 6, "both go to the router, so that the answers keep their order")
        #expect(try harness.answered() == nil)
        // The router answers both; then the next remembered request is the handler's again.
        for _ in 0..<2 {
            try harness.channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
            try harness.channel.writeOutbound(HTTPResponsePart.end(nil))
        }
        while try harness.channel.readOutbound(as: HTTPResponsePart.self) != nil {}
        try harness.send(body: Self.detail)
        #expect(try harness.passedOn().isEmpty)
        #expect(try harness.answered()?.head.status == .ok)
    }

    @Test(arguments: [
        ("an Origin (CORS)", HTTPFields([HTTPField(name: .contentType, value: "application/json"), HTTPField(name: .origin, value: "https://a.example")]), "/graphql", RememberedAnswersTests.detail),
        ("Connection: close", HTTPFields([HTTPField(name: .contentType, value: "application/json"), HTTPField(name: .connection, value: "close")]), "/graphql", RememberedAnswersTests.detail),
        ("Expect", HTTPFields([HTTPField(name: .contentType, value: "application/json"), HTTPField(name: .expect, value: "100-continue")]), "/graphql", RememberedAnswersTests.detail),
        ("another path", HTTPFields([HTTPField(name: .contentType, value: "application/json")]), "/graphiql", RememberedAnswersTests.detail),
        ("a persisted query's extensions", HTTPFields([HTTPField(name: .contentType, value: "application/json")]), "/graphql",
         #"{"query":"query D($c: ID!) { country(code: $c) { name } }","variables":{"c":"JP"},"operationName":"D","extensions":{}}"#),
        ("a batch", HTTPFields([HTTPField(name: .contentType, value: "application/json")]), "/graphql", "[\(RememberedAnswersTests.detail)]"),
        ("another content type", HTTPFields([HTTPField(name: .contentType, value: "text/plain")]), "/graphql", RememberedAnswersTests.detail),
        ("Authorization", HTTPFields([HTTPField(name: .contentType, value: "application/json"), HTTPField(name: .authorization, value: "Bearer x")]), "/graphql", RememberedAnswersTests.detail),
        ("a Cookie", HTTPFields([HTTPField(name: .contentType, value: "application/json"), HTTPField(name: .cookie, value: "session=1")]), "/graphql", RememberedAnswersTests.detail),
        ("a header no list names", HTTPFields([HTTPField(name: .contentType, value: "application/json"), HTTPField(name: HTTPField.Name("X-Api-Key")!, value: "k")]), "/graphql", RememberedAnswersTests.detail),
        ("a Content-Encoding", HTTPFields([HTTPField(name: .contentType, value: "application/json"), HTTPField(name: .contentEncoding, value: "gzip")]), "/graphql", RememberedAnswersTests.detail),
    ])
    func requestsTheRouterMustSeeGoThere(_ why: String, headers: HTTPFields, path: String, body: String) async throws {
        let harness = try await Harness.make(remembering: [Self.detail])
        try harness.send(path: path, headers: headers, body: body)
        #expect(try harness.passedOn().count == 3, "\(why)")
        #expect(try harness.answered() == nil, "\(why)")
    }

    @Test func aBrowserAskingForThePlaygroundPageAndAHEADGoToTheRouter() async throws {
        let harness = try await Harness.make(gets: ["{continents{code}}"])
        try harness.send(.get, path: "/graphql?query=%7Bcontinents%7Bcode%7D%7D", headers: [.accept: "text/html"])
        try harness.send(.head, path: "/graphql?query=%7Bcontinents%7Bcode%7D%7D", headers: [:])
        #expect(try harness.passedOn().count == 4)
        #expect(try harness.answered() == nil)
    }

    @Test func aBodyJustOverTheLimitReachesTheRouterByteForByte() async throws {
        let padding = String(repeating: " ", count: GraphQLHTTPEndpoint.maxBodySize - Self.detail.utf8.count)
        let atLimit = Self.detail + padding
        let harness = try await Harness.make(remembering: [atLimit])
        try harness.send(body: atLimit)
        #expect(try harness.answered()?.head.status == .ok, "a body of exactly the limit is answered")

        let over = atLimit + " "
        try harness.channel.writeInbound(HTTPRequestPart.head(HTTPRequest(method: .post, scheme: nil, authority: nil, path: "/graphql", headerFields: [.contentType: "application/json"])))
        try harness.channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: String(over.prefix(40_000)))))
        try harness.channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: String(over.dropFirst(40_000)))))
        try harness.channel.writeInbound(HTTPRequestPart.end(nil))
        var received = ""
        for part in try harness.passedOn() {
            if case .body(let bytes) = part { received += String(buffer: bytes) }
        }
        #expect(received == over)
        #expect(try harness.answered() == nil)
    }

    /// CONNECT and TRACE, which no route serves, get the endpoint's 405 from the handler, with a length.
    @Test(arguments: [HTTPRequest.Method.connect, .trace])
    func connectAndTraceAreRefusedOnTheEventLoop(method: HTTPRequest.Method) async throws {
        let harness = try await Harness.make()
        try harness.send(method, path: "/graphql", headers: [:])
        #expect(try harness.passedOn().isEmpty)
        let answer = try #require(try harness.answered())
        #expect(answer.head.status == .methodNotAllowed)
        #expect(answer.head.headerFields[.allow] == "GET, POST, OPTIONS, HEAD")
        #expect(answer.head.headerFields[.contentLength] == String(answer.body.utf8.count))
        #expect(answer.body.contains("Method \(method.rawValue) is not allowed"))
    }

    /// When the server starts to stop, a request held while its body arrives is answered with the endpoint's 503 at
    /// once, not passed on to wait for a body that may never end; what comes of it later is dropped.
    @Test func aHeldRequestIsAnswered503WhenTheServerStartsToStop() async throws {
        let harness = try await Harness.make()
        try harness.channel.writeInbound(HTTPRequestPart.head(HTTPRequest(
            method: .post, scheme: nil, authority: nil, path: "/graphql", headerFields: [.contentType: "application/json"]
        )))
        try harness.channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: #"{"query""#)))
        #expect(try harness.passedOn().isEmpty, "held while its body arrives")
        harness.channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        let answer = try #require(try harness.answered())
        #expect(answer.head.status == .serviceUnavailable)
        #expect(answer.head.headerFields[.connection] == "close")
        #expect(answer.head.headerFields[.contentLength] == String(answer.body.utf8.count))
        #expect(answer.body.contains("The server is shutting down"))
        #expect(try harness.passedOn().isEmpty)
        try harness.channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: ":1}")))
        try harness.channel.writeInbound(HTTPRequestPart.end(nil))
        #expect(try harness.passedOn().isEmpty, "the rest of the request is dropped")
    }

    /// NIO's HTTP encoder would send a CONNECT's 405 with neither body nor length, as if it opened a tunnel; the
    /// refusal goes out as bytes through the outlet, framed by its `Content-Length`, and the connection closes.
    @Test func aCONNECTsRefusalIsWrittenAsBytesWithItsLength() async throws {
        let endpoint = GraphQLHTTPEndpoint(executor: try Self.service.get())
        let channel = EmbeddedChannel()
        let source = RememberedAnswers.Source(endpoint: endpoint, caching: ConditionalGET(), serverName: "countries-server", logger: Logger(label: "t"))
        let outlet = RawRequestAnswers(source: source)
        try channel.pipeline.syncOperations.addHandlers([
            outlet, ByteToMessageHandler(HTTPRequestDecoder()), HTTP1ToHTTPServerCodec(secure: false), RememberedAnswers(source: source, outlet: outlet),
        ])
        try await channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 4000)).get()
        #expect(channel.isActive)
        try channel.writeInbound(ByteBuffer(string: "CONNECT a.test:443 HTTP/1.1\r\nHost: a.test:443\r\n\r\n"))
        let bytes = try #require(try channel.readOutbound(as: ByteBuffer.self))
        let text = String(buffer: bytes)
        let parts = text.components(separatedBy: "\r\n\r\n")
        #expect(parts.count == 2)
        let lines = parts[0].components(separatedBy: "\r\n")
        #expect(lines.first == "HTTP/1.1 405 Method Not Allowed")
        #expect(lines.contains("Content-Length: \(parts.last?.utf8.count ?? -1)"))
        #expect(lines.contains("Connection: close") && lines.contains("Allow: GET, POST, OPTIONS, HEAD"))
        #expect(parts.last?.contains("Method CONNECT is not allowed") == true)
        #expect(!channel.isActive)
    }
}
