import ArgumentParser
import CountriesAPI
import CountriesEngine
import Foundation
import class GraphQL.GraphQLSchema
import GraphQLClient
import JSONCore

/// `country-explorer query`: runs one operation and prints the response JSON, for scripts and tests.
struct QueryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Run one GraphQL operation and print its JSON response (data and errors).",
        discussion: """
        OPERATION names one of the app's operations in graphql/ (\(OperationCatalog.names.joined(separator: ", "))). \
        Or run any document with --document FILE, or --document - to read it from stdin.

        A --var value is parsed as JSON when it is valid JSON (numbers, true, null, objects), otherwise it is \
        a string. Without --endpoint the public Countries API is used. When the endpoint cannot be reached, \
        cached data, else the bundled data, answers instead, with a note on stderr, except under networkOnly \
        and noStore: they promise the network's answer, so its failure is exit 2.

        Answers are cached (see --cache-dir, --no-cache). --policy chooses Apollo's cache policy: cacheFirst \
        (the default; returnCacheDataElseFetch), networkFirst, networkOnly (fetchIgnoringCacheData), cacheOnly \
        (returnCacheDataDontFetch), cacheAndNetwork (returnCacheDataAndFetch: prints the cached response, then \
        the fresh one) or noStore (fetchIgnoringCacheCompletely). --max-age makes older cached data a miss for \
        cacheFirst and cacheOnly. A note on stderr says when the answer came from the cache or the bundled data.

        A reply must match the operation's own selections, typed by the schema, for a named operation as for a \
        --document: every selected field and no other, nullability, lists, scalars, enums, __typename and \
        introspection fields; a body with a repeated JSON key is refused. A reply that does not is a malformed \
        response naming the field, and is neither printed nor cached.

        --explain prints to stderr, for each answer or the failure, what the explorer's inspector (F4) shows: \
        the operation, the policy, the origin (the network's host, HTTP status, method and size; the cache's \
        record count, age and file; or the bundled data) and the time it took.

        Exit status: 0 with data, 1 on GraphQL errors without data, 2 on transport errors (network where the \
        policy does not fall back, HTTP status, a malformed or too large reply) and cache misses under \
        cacheOnly, 64 on a usage error. Each failure prints one line on stderr, with a server's control \
        characters and escape sequences made spaces.

        Examples:
          country-explorer query CountryDetail --var code=JP
          country-explorer query FilteredCountries --var 'filter={"continent":{"eq":"EU"}}' --offline
          echo '{ continents { code name } }' | country-explorer query --document -
          country-explorer query AllCountries --endpoint http://127.0.0.1:4000/graphql --get
          country-explorer query CountryDetail --var code=JP --policy cacheOnly
          country-explorer query CountryDetail --var code=JP --explain
        """
    )

    @Argument(help: "The name of an operation in graphql/, such as CountryDetail.", completion: .list(OperationCatalog.names))
    var operation: String?

    @Option(name: .customLong("var"), help: ArgumentHelp("A variable, as name=value. Repeatable.", valueName: "name=value"))
    var variables: [String] = []

    @Option(help: ArgumentHelp("Run the GraphQL document in FILE instead ('-' reads stdin).", valueName: "file"))
    var document: String?

    @Option(help: "Which operation of --document to run, when it holds several.")
    var operationName: String?

    @Option(help: ArgumentHelp("The cache policy, by its current or Apollo 1.x name.", valueName: "name"))
    var policy = CachePolicy.cacheFirst

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Treat cached data older than this many seconds as missing: 0 to 31536000 (a year).", valueName: "seconds"
    ))
    var maxAge: Seconds<MaxAgeBounds>?

    @Flag(help: "Print to stderr where each answer came from, how long it took and under which policy.")
    var explain = false

    @OptionGroup var connection: ConnectionOptions

    @OptionGroup var cache: CacheOptions

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
        let variables = try VariableArguments.parse(self.variables)
        let (request, parsed) = try makeRequest(variables: variables)
        let client: GraphQLClient
        let check: DataCheck?
        do {
            let service = try CountriesEngine()
            check = replyCheck(for: parsed, variables: variables, schema: service.executableSchema)
            client = try connection.makeClient(
                service: service,
                cache: cache.makeCache(connection: connection, maxAge: maxAge?.duration, report: { printError("note: \($0)") })
            )
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        do {
            if policy == .cacheAndNetwork {
                try await showEveryAnswer(of: request, checking: check, from: client)
            } else {
                show(try await client.fetchJSON(request, policy: policy, checking: check))
            }
        } catch {
            if explain, let failure = await client.requestLog().first, failure.failure != nil { printExplanation(failure) }
            try fail(error)
        }
    }

    /// Exits as the README's table says for a failure: 1 for GraphQL errors without data, else 2.
    private func fail(_ error: GraphQLClientError) throws {
        switch error {
        case .graphQLErrors(let errors):
            ResponseJSON.print(data: nil, errors: errors)
            fallthrough
        case .noData:
            printError(error.description)
            throw ExitCode(1)
        default:
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }

    /// Prints a trace's explanation on stderr, each line after `explain: `.
    private func printExplanation(_ trace: AnswerTrace) {
        for line in trace.explanation(now: WallClock.now()) { printError("explain: \(line)") }
    }

    /// Prints the cached answer, then the network's; a network failure after a cached answer is only a note.
    private func showEveryAnswer(
        of request: GraphQLRequest, checking check: DataCheck?, from client: GraphQLClient
    ) async throws(GraphQLClientError) {
        var printed = false
        do {
            for try await response in client.responsesJSON(request, policy: .cacheAndNetwork, checking: check) {
                show(response)
                printed = true
            }
        } catch {
            let failure = error as? GraphQLClientError ?? .cancelled
            guard printed else { throw failure }
            printError("note: the network's answer did not follow the cached one: \(failure)")
        }
    }

    /// Prints a response's JSON, with notes on stderr for where it came from and for its errors.
    private func show(_ response: GraphQLResponse<JSONValue>) {
        switch response.source {
        case .fallback(let reason) where !connection.offline:
            printError("note: answered from the bundled data (\(reason))")
        case .cache(let storedAt):
            printError("note: answered from the cache (stored \(Int(max(0, WallClock.now().timeIntervalSince(storedAt)))) s ago)")
        default:
            break
        }
        ResponseJSON.print(data: response.data, errors: response.errors)
        for error in response.errors { printError("GraphQL error: \(error)") }
        if explain, let trace = response.trace { printExplanation(trace) }
    }

    /// What a reply must match: the operation's own selection set typed by the schema, for a named operation as
    /// for a document, so that both refuse the same replies (nil when a document does not parse as a query: the
    /// server will say what is wrong).
    private func replyCheck(for parsed: ParsedDocument?, variables: [String: JSONValue], schema: GraphQLSchema) -> DataCheck? {
        let subject: String
        let shape: ReplyShape?
        if let name = operation, let known = OperationCatalog.operation(named: name) {
            subject = known.operationName
            shape = known.selections.flatMap { ReplyShape.of($0, variables: variables, schema: schema) }
        } else {
            subject = "the document"
            shape = parsed?.replyShape(variables: variables, schema: schema)
        }
        return shape.map { shape in .matches(subject) { data throws(JSONReadError) in try shape.read(data) } }
    }

    /// The request to send and, for a `--document` that parses and names one operation, that operation, whose
    /// selections let the cache hold its answers.
    private func makeRequest(variables: [String: JSONValue]) throws -> (GraphQLRequest, ParsedDocument?) {
        let variablesJSON = JSONValue.object(JSONObject(variables)).jsonData
        if let name = operation, let known = OperationCatalog.operation(named: name) {
            let request = GraphQLRequest(
                query: known.document, operationName: known.operationName, variables: variablesJSON,
                operationType: known.operationType, selections: known.selections
            )
            return (request, nil)
        }
        let text = try readDocument()
        let parsed = ParsedDocument(text: text, operationName: operationName)
        let request = GraphQLRequest(
            query: text, operationName: operationName, variables: variablesJSON,
            operationType: parsed?.operationType ?? .query, selections: parsed?.selections
        )
        return (request, parsed)
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
