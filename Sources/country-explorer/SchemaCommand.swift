import ArgumentParser
import Foundation
import GraphQLClient

/// `country-explorer schema`: schema tools.
struct SchemaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Work with the API's schema.",
        subcommands: [SchemaDownloadCommand.self]
    )
}

/// `country-explorer schema download`: the tutorial's schema download, by introspection, without Apollo's CLI.
struct SchemaDownloadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "download",
        abstract: "Download the schema by introspection and print it as SDL.",
        discussion: """
        Runs the standard introspection query against the endpoint and writes the schema as SDL, types \
        sorted by name, to stdout or to --output. Against countries-server it reproduces graphql/schema.graphqls.

        Example:
          country-explorer schema download --endpoint http://127.0.0.1:4000/graphql --output graphql/schema.graphqls
        """
    )

    @Option(help: "The GraphQL endpoint to introspect.")
    var endpoint: String = ConnectionOptions.publicEndpoint

    @Option(help: ArgumentHelp("Write the SDL to this file instead of stdout.", valueName: "file"))
    var output: String?

    @Option(parsing: .unconditional, help: "Seconds to wait for the endpoint (at most 3600).")
    var timeout: Double = 10

    func validate() throws {
        try SecondsOption.check(timeout, option: "--timeout", range: 0...SecondsOption.maxTimeout, lowerExclusive: true)
    }

    func run() async throws {
        guard let url = URL(string: endpoint), url.scheme == "http" || url.scheme == "https" else {
            throw ValidationError("--endpoint must be an http or https URL, not '\(endpoint)'")
        }
        let transport = HTTPTransport(HTTPTransport.Configuration(endpoint: url, timeout: SecondsOption.duration(timeout)))
        let client = GraphQLClient(transport: transport)
        let sdl: String
        do {
            let response = try await client.fetch(IntrospectionQuery())
            guard let data = response.data else { throw GraphQLClientError.noData }
            sdl = IntrospectionSDLPrinter.sdl(from: data.__schema)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        if let output {
            do {
                try Data(sdl.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                printError("error: cannot write \(output): \(error.localizedDescription)")
                throw ExitCode(2)
            }
        } else {
            print(sdl, terminator: "")
        }
    }
}
