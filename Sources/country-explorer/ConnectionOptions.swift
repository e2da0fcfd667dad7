import ArgumentParser
import CountriesEmbedded
import CountriesService
import Foundation
import GraphQLClient

/// Where requests go: the public API (falling back to bundled data), another endpoint, or bundled data only.
struct ConnectionOptions: ParsableArguments {
    /// The public Countries API.
    static let publicEndpoint = "https://countries.trevorblades.com/graphql"

    @Option(help: "A Countries-compatible GraphQL endpoint.")
    var endpoint: String = ConnectionOptions.publicEndpoint

    @Flag(help: "Use no network: answer from the cache, else the bundled data.")
    var offline = false

    @Flag(help: "Send queries as HTTP GET instead of POST.")
    var get = false

    @Flag(help: "Send each document's SHA-256 instead of its text, and the text only when the server asks for it (automatic persisted queries).")
    var apq = false

    @Option(parsing: .unconditional, help: "Seconds the whole request may take (connecting, headers and body) before falling back or failing (at most 3600).")
    var timeout: Double = 10

    @Option(help: ArgumentHelp(
        "The largest reply to accept, in bytes or with a K, M or G suffix (default 4M); a compressed reply may inflate to four times this.",
        valueName: "size"
    ))
    var maxReplySize: String = "4M"

    @Option(help: ArgumentHelp("Append one line per HTTP request (operation, outcome, time) to FILE; never to the screen.", valueName: "file"))
    var log: String?

    @Option(name: .customLong("header"), help: ArgumentHelp("An extra HTTP header, such as 'Authorization: Bearer TOKEN'. Repeatable.", valueName: "name: value"))
    var headers: [String] = []

    mutating func validate() throws {
        guard URL(string: endpoint)?.scheme.map({ ["http", "https"].contains($0) }) == true else {
            throw ValidationError("--endpoint must be an http or https URL, not '\(endpoint)'")
        }
        try SecondsOption.check(timeout, option: "--timeout", range: 0...SecondsOption.maxTimeout, lowerExclusive: true)
        guard ByteSize.parse(maxReplySize) != nil else {
            throw ValidationError("--max-reply-size must be a positive number of bytes, such as 65536, 512K or 8M, not '\(maxReplySize)'")
        }
        for header in headers where !header.contains(":") {
            throw ValidationError("--header must look like 'Name: value', not '\(header)'")
        }
    }

    /// The endpoint as a URL (checked in `validate`).
    var endpointURL: URL {
        URL(string: endpoint) ?? URL(fileURLWithPath: "/")
    }

    /// The parsed `--header` values.
    var headerFields: [String: String] {
        var fields: [String: String] = [:]
        for header in headers {
            let parts = header.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            fields[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// The limits `--max-reply-size` sets (checked in `validate`).
    var replyLimits: ReplyLimits {
        ReplyLimits(maximumBodyBytes: ByteSize.parse(maxReplySize) ?? ReplyLimits.defaultMaximumBodyBytes)
    }

    /// The client these options describe, caching in `cache`: the bundled data alone when offline, else HTTP
    /// with the bundled data as its fallback (whose answers the client marks with the network's failure).
    /// Throws when the `--log` file cannot be opened.
    func makeClient(service: CountriesService, cache: ClientCache?) throws -> GraphQLClient {
        if offline {
            return GraphQLClient(transport: EmbeddedTransport(executor: service), cache: cache)
        }
        var interceptors: [any HTTPInterceptor] = [HeadersInterceptor(headerFields)]
        if let log { interceptors.append(LoggingInterceptor(log: try RequestLogFile(path: log).append)) }
        let http = HTTPTransport(
            HTTPTransport.Configuration(
                endpoint: endpointURL, useGETForQueries: get, timeout: SecondsOption.duration(timeout),
                limits: replyLimits, automaticPersistedQueries: apq
            ),
            interceptors: interceptors
        )
        return GraphQLClient(transport: http, fallback: EmbeddedTransport(executor: service), cache: cache)
    }
}
