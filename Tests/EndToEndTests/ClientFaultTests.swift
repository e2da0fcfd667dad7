import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import GraphQLClient
import Foundation
import Testing

/// A client over HTTP to `url` whose deadline and retries follow `clock`, which moves only when a test moves
/// it: a busy machine cannot use the timeout up (see `HTTPTransport.underTest`).
private func client(
    _ url: URL, timeout: Duration = HTTPTransport.underTestTimeout, retry: RetryPolicy = RetryPolicy(maxAttempts: 3, baseDelay: .zero),
    clock: any Clock<Duration> = ManualClock()
) -> GraphQLClient {
    GraphQLClient(transport: HTTPTransport(HTTPTransport.Configuration(endpoint: url, timeout: timeout, retry: retry), clock: clock))
}

/// The error a fetch of `CountryDetail` throws, or nil if it succeeded.
private func failure(
    fetching url: URL, timeout: Duration = HTTPTransport.underTestTimeout, clock: any Clock<Duration> = ManualClock()
) async -> GraphQLClientError? {
    do {
        _ = try await client(url, timeout: timeout, clock: clock).fetch(CountryDetailQuery(code: "JP"))
        return nil
    } catch {
        return error
    }
}

@Suite("Client faults on loopback: each a typed error, none a hang")
struct ClientFaultTests {
    @Test func nothingListening() async throws {
        let refusing = try RefusingPort()
        defer { refusing.close() }
        let port = refusing.port
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/graphql"))
        let error = await failure(fetching: url)
        #expect(error == .network(host: "127.0.0.1:\(port)", reason: "connection refused"))
        #expect(error?.isNetworkFailure == true)
    }

    @Test func serverError500() async throws {
        let server = try FaultyServer { _ in .raw(FaultyServer.http("500 Internal Server Error", body: "boom", headers: ["Content-Type: text/plain"])) }
        defer { server.stop() }
        #expect(await failure(fetching: server.endpoint) == .httpStatus(code: 500, bodyExcerpt: "boom"))
    }

    @Test func tooManyRequestsIsRetriedThenReported() async throws {
        let server = try FaultyServer { _ in .raw(FaultyServer.http("429 Too Many Requests", body: "slow down", headers: ["Retry-After: 0"])) }
        defer { server.stop() }
        #expect(await failure(fetching: server.endpoint) == .httpStatus(code: 429, bodyExcerpt: "slow down"))
        #expect(server.requestCount == 3)
    }

    @Test func serviceUnavailableThenSuccess() async throws {
        let ok = #"{"data":{"country":{"code":"JP","name":"Japan","native":"日本","emoji":"🇯🇵","emojiU":"U+1F1EF U+1F1F5","capital":"Tokyo","currency":"JPY","currencies":["JPY"],"phone":"81","phones":["81"],"awsRegion":"ap-northeast-1","continent":{"code":"AS","name":"Asia"},"languages":[],"states":[],"subdivisions":[],"en":"Japan","ru":"Япония","es":"Japón","fr":"Japon","de":"Japan","ja":"日本","tr":"Japonya","pt":"Japão","fa":"ژاپن","it":"Giappone","zh":"日本","nl":"Japan","pl":"Japonia","vi":"Nhật Bản"}}}"#
        let server = try FaultyServer { index in
            index == 0 ? .raw(FaultyServer.http("503 Service Unavailable", body: "", headers: ["Retry-After: 0"])) : .raw(FaultyServer.http("200 OK", body: ok))
        }
        defer { server.stop() }
        let response = try await client(server.endpoint).fetch(CountryDetailQuery(code: "JP"))
        #expect(response.data?.country?.capital == "Tokyo")
        #expect(server.requestCount == 2)
    }

    @Test func retriesStopAtTheDeadline() async throws {
        let server = try FaultyServer { _ in .raw(FaultyServer.http("503 Service Unavailable", body: "later", headers: ["Retry-After: 30"])) }
        defer { server.stop() }
        let patient = RetryPolicy(maxAttempts: 3, baseDelay: .zero, maxDelay: .seconds(60))
        await #expect(throws: GraphQLClientError.httpStatus(code: 503, bodyExcerpt: "later")) {
            _ = try await client(server.endpoint, timeout: .seconds(15), retry: patient).fetch(CountryDetailQuery(code: "JP"))
        }
        #expect(server.requestCount == 1, "the retry Retry-After asks for, 30 s away, would pass the 15 s deadline")
    }

    @Test func notJSON() async throws {
        let server = try FaultyServer { _ in .raw(FaultyServer.http("200 OK", body: "<!DOCTYPE html><html>Hello</html>", headers: ["Content-Type: text/html"])) }
        defer { server.stop() }
        let error = await failure(fetching: server.endpoint)
        #expect(error == .malformedResponse("the body is not JSON: <!DOCTYPE html><html>Hello</html>"))
    }

    @Test func truncatedJSON() async throws {
        // Content-Length is honest about what is sent, but the JSON stops half-way.
        let server = try FaultyServer { _ in .raw(FaultyServer.http("200 OK", body: #"{"data":{"country":{"code":"J"#)) }
        defer { server.stop() }
        let error = await failure(fetching: server.endpoint)
        guard case .malformedResponse(let detail)? = error else {
            Issue.record("expected a malformed response, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("not valid JSON"))
    }

    @Test func connectionClosedMidBody() async throws {
        // Content-Length promises more than is sent before the connection closes.
        let server = try FaultyServer { _ in .raw("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{\"data\":{") }
        defer { server.stop() }
        let error = await failure(fetching: server.endpoint)
        #expect(error != nil)
        #expect(error?.isNetworkFailure == true || { if case .malformedResponse = error { true } else { false } }())
    }

    @Test func neverAnswers() async throws {
        let server = try FaultyServer { _ in .silence }
        defer { server.stop() }
        let clock = ManualClock()
        let fetching = Task { await failure(fetching: server.endpoint, clock: clock) }
        _ = await clock.sleeps.wait(for: 1)
        clock.advance(by: HTTPTransport.underTestTimeout)
        #expect(await fetching.value == .timeout(host: "127.0.0.1:\(server.port)", seconds: 3600))
    }

    /// The real clock's timer ends the wait. How long that took says nothing: a test that has started may wait minutes
    /// for a thread while the suite runs on two busy cores. A hang is caught by the time limit instead.
    @Test(.timeLimit(.minutes(20)))
    func neverAnswersRealTime() async throws {
        let server = try FaultyServer { _ in .silence }
        defer { server.stop() }
        let error = await failure(fetching: server.endpoint, timeout: .milliseconds(500), clock: ContinuousClock())
        #expect(error == .timeout(host: "127.0.0.1:\(server.port)", seconds: 0.5))
    }

    @Test func cancellationStopsAWaitingRequest() async throws {
        // The server says when it has read the request, so that the cancellation finds it waiting for the reply.
        let (requests, received) = AsyncStream.makeStream(of: Void.self)
        let server = try FaultyServer { _ in
            received.yield()
            return .silence
        }
        defer { server.stop() }
        let task = Task { await failure(fetching: server.endpoint) }
        // Whichever comes first: the request reaching the server, which cancels the fetch, or the fetch ending
        // without it.
        let reached = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                var arrivals = requests.makeAsyncIterator()
                return await arrivals.next() != nil
            }
            group.addTask {
                _ = await task.value
                return false
            }
            let first = await group.next() ?? false
            if first { task.cancel() }
            group.cancelAll()
            return first
        }
        #expect(reached, "the request reached the server")
        #expect(await task.value == .cancelled)
    }
}
