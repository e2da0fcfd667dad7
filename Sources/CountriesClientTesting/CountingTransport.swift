import CountriesAPI
import CountriesEmbedded
import CountriesEngine
import CountryExplorerTesting
import Foundation
import GraphQLClient
import Synchronization

/// A fake network for policy and watcher tests: answers from the bundled service as if it were a server,
/// counts every request, and can be told to fail or to rename things in its answers.
public final class CountingTransport: GraphQLTransport {
    /// What a server answers instead of the bundled service's answer.
    public enum Replacement: Sendable {
        /// This body, with this HTTP status.
        case body(String, status: Int = 200)
        /// This failure.
        case failure(GraphQLClientError)
    }

    private struct Settings {
        var failing = false
        var replacement: Replacement?
        var renames: [String: String] = [:]
        var held: Set<String> = []
        var reversesLists = false
    }

    private let service: CountriesEngine
    private let settings = Mutex(Settings())

    /// The endpoint its replies claim to come from.
    public static let endpoint = "https://countries.test/graphql"

    /// Creates a transport over a service on the bundled data.
    public init() throws {
        service = try CountriesEngine()
    }

    /// Every request sent (`Operation {variables}`), as it was sent.
    public let requests = Arrivals<String>()

    /// How many requests were sent.
    public var calls: Int { requests.all.count }

    /// Makes every later request fail as if the network were down (true) or up again (false).
    public func setFailing(_ failing: Bool) {
        settings.withLock { $0.failing = failing }
    }

    /// Makes every later request get `replacement` instead of the bundled service's answer (nil: the answer again).
    public func replace(with replacement: Replacement?) {
        settings.withLock { $0.replacement = replacement }
    }

    /// The held requests that started (`Operation {variables}`), as they started.
    public let heldStarts = Arrivals<String>()
    /// The held requests whose task was cancelled, as they were.
    public let heldCancellations = Arrivals<String>()

    /// Makes every later request of the operation `operationName` wait until its task is cancelled, as a
    /// request to a server that never answers does.
    public func hold(_ operationName: String) {
        settings.withLock { _ = $0.held.insert(operationName) }
    }

    /// Replaces the JSON string `old` with `new` in every later answer, as if the server's data changed.
    public func rename(_ old: String, to new: String) {
        settings.withLock { $0.renames[old] = new }
    }

    /// Reverses every list in every later answer, as a server in another order would send them.
    public func reverseLists() {
        settings.withLock { $0.reversesLists = true }
    }

    /// Answers from the bundled service, as the settings say.
    public func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        let description = "\(request.operationName ?? "") \(String(decoding: request.variables, as: UTF8.self))"
        requests.append(description)
        let current = settings.withLock { $0 }
        if let operation = request.operationName, current.held.contains(operation) {
            heldStarts.append(description)
            await Self.waitUntilCancelled()
            heldCancellations.append(description)
            throw .cancelled
        }
        if current.failing { throw .network(host: "countries.test", reason: "connection refused") }
        switch current.replacement {
        case .body(let body, let status)?: return TransportReply(body: Data(body.utf8), statusCode: status, source: .network(endpoint: Self.endpoint))
        case .failure(let error)?: throw error
        case nil: break
        }
        let reply = try await EmbeddedTransport(executor: service).send(request)
        var body = String(decoding: reply.body, as: UTF8.self)
        for (old, new) in current.renames {
            body = body.replacingOccurrences(of: "\"\(old)\"", with: "\"\(new)\"")
        }
        var data = Data(body.utf8)
        if current.reversesLists, let json = try? JSONSerialization.jsonObject(with: data),
           let reversed = try? JSONSerialization.data(withJSONObject: Self.reversingLists(json)) {
            data = reversed
        }
        return TransportReply(body: data, statusCode: reply.statusCode, source: .network(endpoint: Self.endpoint))
    }

    /// `json` with every array in it reversed, however deep.
    private static func reversingLists(_ json: Any) -> Any {
        if let array = json as? [Any] { return array.reversed().map(reversingLists) }
        if let object = json as? [String: Any] { return object.mapValues(reversingLists) }
        return json
    }

    /// Returns once the calling task is cancelled: a stream that never yields ends then.
    private static func waitUntilCancelled() async {
        let (never, continuation) = AsyncStream.makeStream(of: Never.self)
        defer { continuation.finish() }
        for await _ in never {}
    }
}
