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

    @Option(help: ArgumentHelp("The GraphQL endpoint to introspect: an http or https URL.", valueName: "url"))
    var endpoint = EndpointURL.publicAPI

    @Option(help: ArgumentHelp("Write the SDL to this file instead of stdout.", valueName: "file"))
    var output: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds to wait for the endpoint: more than 0, at most 3600.", valueName: "seconds"))
    var timeout: Seconds<TimeoutBounds> = 10

    func run() async throws {
        let transport = HTTPTransport(HTTPTransport.Configuration(endpoint: endpoint.url, timeout: timeout.duration))
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
