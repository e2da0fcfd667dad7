import ArgumentParser
import CountriesAPI
import Foundation

/// `country-explorer query`: runs one operation and prints the response JSON, for scripts and tests.
struct QueryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Run one GraphQL operation and print its JSON response (data and errors).",
        discussion: """
        OPERATION names one of the app's operations in graphql/ (\(OperationCatalog.names.joined(separator: ", "))). \
        Or run any document with --document FILE, or --document - to read it from stdin.

        A --var value is parsed as JSON when it is valid JSON (numbers, true, null, objects), otherwise it is \
        a string. Without --endpoint the public Countries API is used; when it cannot be reached the bundled \
        data answers instead, and a note on stderr says so.

        Exit status: 0 with data, 1 on GraphQL errors without data, 2 on transport errors (network, HTTP \
        status, malformed reply), 64 on a usage error. Each failure prints one line on stderr.

        Examples:
          country-explorer query CountryDetail --var code=JP
          country-explorer query FilteredCountries --var 'filter={"continent":{"eq":"EU"}}' --offline
          echo '{ continents { code name } }' | country-explorer query --document -
          country-explorer query AllCountries --endpoint http://127.0.0.1:4000/graphql --get
        """
    )

    @Argument(help: "The name of an operation in graphql/, such as CountryDetail.")
    var operation: String?

    @Option(name: .customLong("var"), help: ArgumentHelp("A variable, as name=value. Repeatable.", valueName: "name=value"))
    var variables: [String] = []

    @Option(help: ArgumentHelp("Run the GraphQL document in FILE instead ('-' reads stdin).", valueName: "file"))
    var document: String?

    @Option(help: "Which operation of --document to run, when it holds several.")
    var operationName: String?

    @OptionGroup var connection: ConnectionOptions

    mutating func validate() throws {
        switch (operation, document) {
        case (nil, nil): throw ValidationError("Name an operation (\(OperationCatalog.names.joined(separator: ", "))) or pass --document.")
        case (.some, .some): throw ValidationError("Give an operation name or --document, not both.")
        case (let name?, nil) where OperationCatalog.operation(named: name) == nil:
            throw ValidationError("Unknown operation '\(name)'. Known: \(OperationCatalog.names.joined(separator: ", ")).")
        default: break
        }
    }

    func run() async throws {
        let request = try makeRequest()
        let client: GraphQLClient
        do {
            client = GraphQLClient(transport: try connection.makeTransport(log: printError))
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        do {
            let response = try await client.fetchJSON(request)
            if case .bundled(let reason) = response.source, !connection.offline {
                printError("note: answered from the bundled data (\(reason))")
            }
            print(ResponseJSON.render(data: response.data, errors: response.errors))
            for error in response.errors { printError("GraphQL error: \(error)") }
        } catch .graphQLErrors(let errors) {
            print(ResponseJSON.render(data: nil, errors: errors))
            printError(GraphQLClientError.graphQLErrors(errors).description)
            throw ExitCode(1)
        } catch .noData {
            printError(GraphQLClientError.noData.description)
            throw ExitCode(1)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }

    private func makeRequest() throws -> GraphQLRequest {
        let variablesJSON = try VariableArguments.parse(variables).encoded()
        if let name = operation, let known = OperationCatalog.operation(named: name) {
            return GraphQLRequest(
                query: known.document, operationName: known.operationName, variables: variablesJSON,
                operationType: known.operationType
            )
        }
        let text = try readDocument()
        return GraphQLRequest(query: text, operationName: operationName, variables: variablesJSON)
    }

    private func readDocument() throws -> String {
        let path = document ?? "-"
        let data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: path)
        guard let data, let text = String(data: data, encoding: .utf8) else {
            throw ValidationError("cannot read the document at '\(path)'")
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw ValidationError("the document at '\(path)' is empty")
        }
        return text
    }
}
