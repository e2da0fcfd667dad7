import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import Foundation
import GraphQLClient
import Testing

/// A server answering every request with 503 and `Retry-After: value`.
private func unavailable(retryAfter value: String) throws -> FaultyServer {
    try FaultyServer { _ in .raw(FaultyServer.http("503 Service Unavailable", body: "later", headers: ["Retry-After: \(value)"])) }
}

@Suite("Absurd Retry-After values on loopback: no crash, the deadline kept")
struct RetryAfterEndToEndTests {
    /// The client reports the 503 after its retries, whatever the header says.
    @Test(arguments: ["inf", "Infinity", "NaN", "1e400", "9.22e15", "-1", "garbage"])
    func theClientReportsTheStatus(value: String) async throws {
        let server = try unavailable(retryAfter: value)
        defer { server.stop() }
        let transport = HTTPTransport.underTest(HTTPTransport.Configuration(
            endpoint: server.endpoint, retry: RetryPolicy(maxAttempts: 2, baseDelay: .zero)
        ))
        await #expect(throws: GraphQLClientError.httpStatus(code: 503, bodyExcerpt: "later")) {
            _ = try await GraphQLClient(transport: transport).fetch(CountryDetailQuery(code: "JP"))
        }
        #expect(server.requestCount == 2, "the invalid value was ignored and the backoff applied")
    }

    /// A wait longer than what is left of the deadline is not started.
    @Test func aHugeWaitEndsTheRequestAtOnce() async throws {
        let server = try unavailable(retryAfter: "99999999999999999999")
        defer { server.stop() }
        let patient = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(1), maxDelay: .seconds(Int64.max))
        // The clock never moves: a wait begun would never end, so the answer proves none was.
        let transport = HTTPTransport.underTest(HTTPTransport.Configuration(endpoint: server.endpoint, retry: patient))
        await #expect(throws: GraphQLClientError.httpStatus(code: 503, bodyExcerpt: "later")) {
            _ = try await GraphQLClient(transport: transport).fetch(CountryDetailQuery(code: "JP"))
        }
        #expect(server.requestCount == 1)
    }

    /// The CLI on `Retry-After: inf` (which trapped with SIGILL, exit 132): `networkOnly` does not fall back, so
    /// the 503 is the answer, exit 2 as the README says (`CommandRun` bounds the run).
    @Test func theCommandDoesNotCrash() async throws {
        let server = try unavailable(retryAfter: "inf")
        defer { server.stop() }
        let run = try await CommandRun.run(
            "country-explorer",
            ["query", "CountryDetail", "--var", "code=JP", "--policy", "networkOnly", "--endpoint", server.endpoint.absoluteString, "--timeout", "5"]
        )
        #expect(run.status == 2, "exit \(run.status): \(run.stderr)")
        #expect(run.stderr == "error: HTTP 503 from the server: later\n", "\(run.stderr)")
        #expect(server.requestCount == 3)
    }
}
