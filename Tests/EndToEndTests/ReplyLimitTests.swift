import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import GraphQLClient
import Foundation
import Testing

/// The outcome of fetching CountryDetail over HTTP from `server` with `limits`.
private func fetchJapan(
    from server: FaultyServer, limits: ReplyLimits, timeout: Duration = HTTPTransport.underTestTimeout,
    clock: ManualClock = ManualClock()
) async -> Result<String?, GraphQLClientError> {
    // The deadline follows `clock`, which moves only when a test moves it: a busy machine cannot use it up.
    let transport = HTTPTransport(
        HTTPTransport.Configuration(endpoint: server.endpoint, timeout: timeout, retry: .never, limits: limits), clock: clock
    )
    do {
        return .success(try await GraphQLClient(transport: transport).fetch(CountryDetailQuery(code: "JP")).data?.country?.capital)
    } catch {
        return .failure(error)
    }
}

/// A server giving `body` once per request, gzipped, announcing its compressed length or chunked.
private func gzipServer(_ body: Data, announcesLength: Bool) async throws -> FaultyServer {
    let compressed = Array(try await Gzip.compress(body))
    return try FaultyServer { _ in
        .stream(
            head: FaultyServer.head(contentLength: announcesLength ? compressed.count : nil, headers: ["Content-Encoding: gzip"]),
            chunked: !announcesLength, pause: .zero
        ) { index in index == 0 ? compressed : nil }
    }
}

@Suite("Reply limits on loopback: each just under and just over")
struct ReplyLimitTests {
    /// A compressed body may inflate to exactly the limit, not a byte more.
    @Test(arguments: [false, true]) func inflatedSize(announcesLength: Bool) async throws {
        let body = Data(japanReply.utf8)
        let server = try await gzipServer(body, announcesLength: announcesLength)
        defer { server.stop() }
        let fits = await fetchJapan(from: server, limits: ReplyLimits(maximumInflatedBytes: body.count))
        #expect(fits == .success("Tokyo"))
        let over = await fetchJapan(from: server, limits: ReplyLimits(maximumInflatedBytes: body.count - 1))
        #expect(over == .failure(.replyTooLarge("the compressed body inflates past the limit of \(body.count - 1) bytes")))
    }

    /// A compressed body that announces its length may inflate up to the ratio times it, not more.
    @Test func inflationRatio() async throws {
        let body = Data((japanReply + String(repeating: " ", count: 100_000)).utf8)
        let compressed = try await Gzip.compress(body).count
        let ratio = (body.count + compressed - 1) / compressed
        let server = try await gzipServer(body, announcesLength: true)
        defer { server.stop() }
        let fits = await fetchJapan(from: server, limits: ReplyLimits(maximumInflationRatio: ratio))
        #expect(fits == .success("Tokyo"))
        let over = await fetchJapan(from: server, limits: ReplyLimits(maximumInflationRatio: ratio - 1))
        #expect(over == .failure(.replyTooLarge("the compressed body of \(compressed) bytes inflates more than \(ratio - 1) times")))
    }

    /// An uncompressed body may be exactly the limit, not a byte more, whether or not it announces its length.
    @Test(arguments: [false, true]) func bodySize(announcesLength: Bool) async throws {
        let body = Array(japanReply.utf8)
        let server = try FaultyServer { _ in
            .stream(head: FaultyServer.head(contentLength: announcesLength ? body.count : nil), chunked: !announcesLength, pause: .zero) { index in
                index == 0 ? body : nil
            }
        }
        defer { server.stop() }
        #expect(await fetchJapan(from: server, limits: ReplyLimits(maximumBodyBytes: body.count)) == .success("Tokyo"))
        let over = await fetchJapan(from: server, limits: ReplyLimits(maximumBodyBytes: body.count - 1))
        let expected = announcesLength
            ? "the body announces \(body.count) bytes, over the limit of \(body.count - 1)"
            : "the body exceeds the limit of \(body.count - 1) bytes"
        #expect(over == .failure(.replyTooLarge(expected)))
    }

    /// The timeout bounds headers and body together: a body sent in pieces within it arrives, one still
    /// coming when it runs out is a timeout.
    @Test func timeoutCoversTheBody() async throws {
        let body = Array(japanReply.utf8)
        let pieces = stride(from: 0, to: body.count, by: body.count / 4 + 1).map { Array(body[$0..<min($0 + body.count / 4 + 1, body.count)]) }
        let server = try FaultyServer { request in
            // Pieces a second apart, then (the second time) ten seconds apart: the body needs about 30 s, and the
            // clock runs out while it is still coming, however slowly this test is run.
            .stream(head: FaultyServer.head(), chunked: true, pause: .seconds(request == 0 ? 1 : 10)) { index in
                index < pieces.count ? pieces[index] : nil
            }
        }
        defer { server.stop() }
        #expect(await fetchJapan(from: server, limits: ReplyLimits()) == .success("Tokyo"))
        let clock = ManualClock()
        let late = Task { await fetchJapan(from: server, limits: ReplyLimits(), clock: clock) }
        _ = await clock.sleeps.wait(for: 1)
        _ = await server.waitForRequests(atLeast: 2)
        clock.advance(by: HTTPTransport.underTestTimeout)
        #expect(await late.value == .failure(.timeout(host: "127.0.0.1:\(server.port)", seconds: 3600)))
    }
}
