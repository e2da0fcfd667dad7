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

/// Requests sent again byte for byte, answered before the HTTP decoder: on an embedded channel with NIO's decoder
/// and encoder, a count of the requests decoded, and `RememberedAnswers` behind them.
@Suite("RawRequestAnswers on an embedded channel")
struct RawRequestAnswersTests {
    private static let service = Result { try CountriesEngine() }
    private static let detail = #"{"query":"query Raw($c: ID!) { country(code: $c) { name } }","variables":{"c":"JP"},"operationName":"Raw"}"#

    private static func post(_ body: String = detail, version: String = "1.1", headers: String = "") -> String {
        "POST /graphql HTTP/\(version)\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            + headers + "\r\n" + body
    }

    /// Counts the requests the decoder delivers.
    private final class DecodedHeads: ChannelInboundHandler {
        typealias InboundIn = HTTPRequestPart
        typealias InboundOut = HTTPRequestPart
        var count = 0

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            if case .head = unwrapInboundIn(data) { count += 1 }
            context.fireChannelRead(data)
        }
    }

    private struct Connection {
        let channel = EmbeddedChannel()
        let decoded = DecodedHeads()

        /// A connection to a server whose memo has answered `detail`.
        static func make() async throws -> Connection {
            let endpoint = GraphQLHTTPEndpoint(executor: try RawRequestAnswersTests.service.get())
            _ = await endpoint.respond(to: GraphQLHTTPRequest(method: "POST", contentType: "application/json", body: Data(detail.utf8)))
            return try Connection(endpoint: endpoint)
        }

        private init(endpoint: GraphQLHTTPEndpoint) throws {
            var logger = Logger(label: "raw-request-answers-tests")
            logger.logLevel = .critical
            let source = RememberedAnswers.Source(endpoint: endpoint, caching: ConditionalGET(), serverName: "countries-server", logger: logger)
            let raw = RawRequestAnswers(source: source)
            let operations = channel.pipeline.syncOperations
            try operations.configureHTTPServerPipeline(withPipeliningAssistance: false, withErrorHandling: false)
            try operations.addHandlers([HTTP1ToHTTPServerCodec(secure: false), decoded, RememberedAnswers(source: source, outlet: raw)])
            try operations.addHandler(raw, position: .first)
        }

        /// Sends `pieces` as reads of their own; everything written back, its `Date` lines left out.
        func send(_ pieces: String...) throws -> String {
            for piece in pieces { try channel.writeInbound(ByteBuffer(string: piece)) }
            var written = ""
            while let data = try channel.readOutbound(as: IOData.self) {
                if case .byteBuffer(let bytes) = data { written += String(buffer: bytes) }
            }
            return written.split(separator: "\r\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("Date: ") }.joined(separator: "\r\n")
        }
    }

    @Test func aRequestSentAgainIsAnsweredAlikeWithoutBeingDecoded() async throws {
        let connection = try await Connection.make()
        let first = try connection.send(Self.post())
        #expect(first.hasPrefix("HTTP/1.1 200 OK\r\n") && first.hasSuffix(#"{"data":{"country":{"name":"Japan"}}}"#))
        #expect(connection.decoded.count == 1)
        for _ in 0..<2 {
            #expect(try connection.send(Self.post()) == first)
        }
        #expect(connection.decoded.count == 1, "the repeats were answered before the decoder")
        #expect(try connection.send(Self.post(headers: "Accept: application/json\r\n")).hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(connection.decoded.count == 2, "one header more is another request")
    }

    @Test func aRequestTheRouterAnsweredLeavesTheDecoderAtRest() async throws {
        let connection = try await Connection.make()
        _ = try connection.send(Self.post(#"{"query":"{ continents { code } }"}"#))
        try connection.channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok, headerFields: [.contentLength: "0"])))
        try connection.channel.writeOutbound(HTTPResponsePart.end(nil))
        #expect(try connection.send().hasPrefix("HTTP/1.1 200 OK\r\n"), "the router's answer")
        let first = try connection.send(Self.post())
        #expect(try connection.send(Self.post()) == first)
        #expect(connection.decoded.count == 2)
    }

    /// After bytes that were not exactly one request, the decoder may hold part of the next one, so every request
    /// on the connection is decoded from then on.
    @Test(arguments: [[post().prefix(20), post().dropFirst(20)], [Substring(post() + post())]])
    func bytesNotExactlyOneRequestLeaveTheConnectionToTheDecoder(reads: [Substring]) async throws {
        let connection = try await Connection.make()
        for read in reads { _ = try connection.send(String(read)) }
        let decodedFirst = connection.decoded.count
        for _ in 0..<2 {
            #expect(try connection.send(Self.post()).hasPrefix("HTTP/1.1 200 OK\r\n"))
        }
        #expect(connection.decoded.count == decodedFirst + 2)
    }

    /// After an `Upgrade` the decoder reads no more of the connection, so neither do the repeats. (A CONNECT's
    /// refusal closes the connection.)
    @Test func nothingIsAnsweredAfterAnUpgrade() async throws {
        let connection = try await Connection.make()
        let first = try connection.send(Self.post())
        #expect(try connection.send(Self.post()) == first)
        _ = try connection.send("GET /graphql HTTP/1.1\r\nHost: a\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n")
        let decoded = connection.decoded.count
        #expect(try connection.send(Self.post()) == "")
        #expect(connection.decoded.count == decoded)
    }

    /// HTTP/1.0 closes its connection after the answer, and the decoder takes nothing more on it: the same bytes
    /// again are refused, not answered.
    @Test func anHTTP10RequestIsNeverAnsweredBeforeDecoding() async throws {
        let connection = try await Connection.make()
        #expect(try connection.send(Self.post(version: "1.0")).hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(throws: (any Error).self) { try connection.send(Self.post(version: "1.0")) }
    }
}
