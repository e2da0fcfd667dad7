import ArgumentParser
import CountriesServer
import CountriesService
import Foundation
import Hummingbird
import Logging

/// `countries-server`: the Countries GraphQL API over the bundled data, on loopback by default.
@main
struct CountriesServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countries-server",
        abstract: "Serve the Countries GraphQL API from the bundled dataset.",
        discussion: """
        Answers GraphQL over HTTP on / and /graphql: POST with application/json \
        ({"query", "variables", "operationName"}) or GET with URL parameters. Logs one line per request \
        to stderr and stops gracefully on SIGINT or SIGTERM. Port 0 picks a free port; the chosen \
        address is printed to stderr as "listening on http://HOST:PORT/graphql".

        Example:
          countries-server --port 4000 &
          curl -s localhost:4000/graphql -H 'Content-Type: application/json' \\
            -d '{"query":"{ country(code: \\"JP\\") { name capital } }"}'
        """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 4000

    mutating func run() async throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let logger = Logger(label: "countries-server")
        let service: CountriesService
        do {
            service = try CountriesService()
        } catch {
            throw ValidationError("cannot load the bundled data: \(error)")
        }
        let host = self.host
        let app = CountriesHTTPServer.application(
            endpoint: GraphQLHTTPEndpoint(executor: service), host: host, port: port, logger: logger,
            onRunning: { port in logger.notice("listening on http://\(host):\(port)/graphql") }
        )
        try await app.runService()
    }
}
