import ArgumentParser
import CountriesEmbedded
import CountriesEngine
import GraphQLClient
import HTTPTypes

/// Where requests go: the public API (falling back to bundled data), another endpoint, or bundled data only.
struct ConnectionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A Countries-compatible GraphQL endpoint: an http or https URL.", valueName: "url"))
    var endpoint = EndpointURL.publicAPI

    @Flag(help: "Use no network: answer from the cache, else the bundled data.")
    var offline = false

    @Flag(help: "Send queries as HTTP GET instead of POST.")
    var get = false

    @Flag(help: "Send each document's SHA-256 instead of its text, and the text only when the server asks for it (automatic persisted queries).")
    var apq = false

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Seconds the whole request may take (connecting, headers and body, then reading the reply) before falling back or failing: more than 0, at most 3600.",
        valueName: "seconds"
    ))
    var timeout: Seconds<TimeoutBounds> = 10

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The largest reply to accept: a positive number of bytes, or with a K, M or G suffix; a compressed reply may inflate to four times this.",
        valueName: "size"
    ))
    var maxReplySize = ByteSize(bytes: ReplyLimits.defaultMaximumBodyBytes)

    @Option(help: ArgumentHelp(
        "Append one line per request sent to the network (operation, variables, policy, status, time, size, verdict) to FILE; never to the screen.",
        valueName: "file"
    ))
    var log: String?

    @Option(name: .customLong("header"), help: ArgumentHelp(
        "An extra HTTP header, such as 'Authorization: Bearer TOKEN': a token, a colon, a value without line breaks. Repeatable.",
        valueName: "name: value"
    ))
    var headers: [HeaderField] = []

    /// The `--header` values by name (the last of a repeated name wins), for the inspector's `curl` commands.
    var headerFields: [String: String] {
        Dictionary(headers.map { ($0.field.name.rawName, $0.field.value) }, uniquingKeysWith: { $1 })
    }

    /// The client these options describe, caching in `cache`: the bundled data alone when offline, else HTTP
    /// with the bundled data as its fallback (whose answers the client marks with the network's failure).
    /// Throws when the `--log` file cannot be opened.
    func makeClient(service: CountriesEngine, cache: ClientCache?) throws -> GraphQLClient {
        if offline {
            return GraphQLClient(transport: EmbeddedTransport(executor: service), cache: cache, now: WallClock.now)
        }
        let logFile = try log.map(RequestLogFile.init(path:))
        // The file is a rendering of each request's record, as the inspector's log is: the same words.
        let onRecord = logFile.map { file in
            { @Sendable (record: AnswerTrace) in
                if record.attempts.contains(where: { !$0.standIn }) { file.append(record.logLine) }
            }
        }
        let interceptors: [any HTTPInterceptor] = [HeadersInterceptor(HTTPFields(headers.map(\.field)))]
        let http = HTTPTransport(
            HTTPTransport.Configuration(
                endpoint: endpoint.url, useGETForQueries: get, timeout: timeout.duration,
                limits: ReplyLimits(maximumBodyBytes: maxReplySize.bytes), automaticPersistedQueries: apq
            ),
            interceptors: interceptors
        )
        return GraphQLClient(transport: http, fallback: EmbeddedTransport(executor: service), cache: cache, now: WallClock.now, onRecord: onRecord)
    }
}
