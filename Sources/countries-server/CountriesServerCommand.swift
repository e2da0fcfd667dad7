import ArgumentParser
import CountriesServer
import CountriesEngine
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// `countries-server`: the Countries GraphQL API over the bundled data, on loopback by default.
@main
struct CountriesServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countries-server",
        abstract: "Serve the Countries GraphQL API from the bundled dataset.",
        discussion: """
        Answers GraphQL over HTTP on / and /graphql: POST with application/json \
        ({"query", "variables", "operationName"}), GET or HEAD with URL parameters (form-encoded: + is a \
        space), OPTIONS with 204 and Allow. A JSON array of requests is a batch (at most --batch-limit), \
        answered with the array of their results. Any web origin may read the answers (CORS) unless \
        --cors-origin lists the ones that may, or --no-cors. A GET answer carries an ETag \
        (If-None-Match gets a 304) and Cache-Control (--max-age); answers over 1 KiB are gzip-compressed \
        for clients that accept it. /health answers 200; /metrics, Prometheus' text format. Logs one line per request \
        to stderr. Port 0 picks a free port; \
        the chosen address is printed to stderr as "listening on http://HOST:PORT/graphql".

        Limits: a request running past --request-deadline gets a 504 with a GraphQL error and is stopped; \
        a connection is closed when a request takes longer than --read-timeout to arrive from its first \
        byte, or when it stays --idle-timeout without a request. \
        The server's own error messages quote at most 64 characters of the request.

        SIGINT or SIGTERM stops the server gracefully: it stops accepting, closes idle and half-sent \
        connections, answers requests still running with a 503, and exits 0, within \
        \(Int(shutdownBound / .seconds(1))) seconds (else it exits 143).

        Example:
          countries-server --port 4000 &
          curl -s localhost:4000/graphql -H 'Content-Type: application/json' \\
            -d '{"query":"{ country(code: \\"JP\\") { name capital } }"}'
        """,
        version: Release.versionLine
    )

    /// How long a graceful shutdown may take before the process exits anyway.
    static let shutdownBound = Duration.seconds(5)

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 4000

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Seconds a request may run before it is answered 504 and stopped: more than 0, at most 86400.", valueName: "seconds"
    ))
    var requestDeadline = ServerSeconds(ServerTimeouts.standard.requestDeadline)

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Seconds a request's head and body may take to arrive, from its first byte: more than 0, at most 86400.", valueName: "seconds"
    ))
    var readTimeout = ServerSeconds(ServerTimeouts.standard.requestRead)

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Seconds a connection may stay open without a request: more than 0, at most 86400.", valueName: "seconds"
    ))
    var idleTimeout = ServerSeconds(ServerTimeouts.standard.idle)

    @Option(help: ArgumentHelp("The most operations a batched request (a JSON array) may hold.", valueName: "count"))
    var batchLimit = GraphQLHTTPEndpoint.standardBatchLimit

    @Option(name: .customLong("cors-origin"), help: ArgumentHelp(
        "Let only this web origin (scheme://host[:port], nothing after it) read the answers (repeatable); without it, any origin may.",
        valueName: "origin"
    ))
    var corsOrigins: [WebOrigin] = []

    @Flag(name: .customLong("no-cors"), help: "Send no CORS headers: no page on another origin may read the answers.")
    var noCORS = false

    @Option(help: ArgumentHelp(
        "Seconds a cache may reuse a GET answer without asking again (0: revalidate with its ETag every time).",
        valueName: "seconds"
    ))
    var maxAge = 0

    @Option(help: ArgumentHelp("How the log on standard error is written: text, or json (one object a line).", valueName: "format"))
    var logFormat = LogFormat.text

    /// The CORS policy the flags ask for.
    var corsPolicy: CORSPolicy {
        noCORS ? .off : corsOrigins.isEmpty ? .anyOrigin : .origins(corsOrigins.map(\.serialized))
    }

    mutating func validate() throws {
        guard (1...GraphQLHTTPEndpoint.maxBatchLimit).contains(batchLimit) else {
            throw ValidationError("--batch-limit must be from 1 to \(GraphQLHTTPEndpoint.maxBatchLimit), not \(batchLimit)")
        }
        guard (0...ConditionalGET.maxMaxAge).contains(maxAge) else {
            throw ValidationError("--max-age must be from 0 to \(ConditionalGET.maxMaxAge) seconds, not \(maxAge)")
        }
        if noCORS, !corsOrigins.isEmpty { throw ValidationError("--no-cors and --cors-origin cannot go together") }
    }

    mutating func run() async throws {
        switch logFormat {
        case .text: LoggingSystem.bootstrap { TextLineLogHandler(label: $0) }
        case .json: LoggingSystem.bootstrap { JSONLineLogHandler(label: $0) }
        }
        let logger = Logger(label: "countries-server")
        let service: CountriesEngine
        do {
            service = try CountriesEngine()
        } catch {
            throw ValidationError("cannot load the bundled data: \(error)")
        }
        let timeouts = ServerTimeouts(
            requestDeadline: requestDeadline.duration, requestRead: readTimeout.duration, idle: idleTimeout.duration
        )
        let host = self.host
        let app = CountriesHTTPServer.application(
            endpoint: GraphQLHTTPEndpoint(executor: service, deadline: timeouts.requestDeadline, batchLimit: batchLimit),
            host: host, port: port, timeouts: timeouts, cors: corsPolicy,
            caching: ConditionalGET(maxAge: maxAge), logger: logger,
            onRunning: { port in logger.notice("listening on http://\(host):\(port)/graphql") }
        )
        let backstop = ShutdownBackstop(bound: Self.shutdownBound, logger: logger)
        var configuration = ServiceGroupConfiguration(
            services: [.init(service: app)], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger
        )
        // Past this, the group cancels the server, which closes every connection.
        configuration.maximumGracefulShutdownDuration = Self.shutdownBound / 2
        try await ServiceGroup(configuration: configuration).run()
        withExtendedLifetime(backstop) {}
    }
}
