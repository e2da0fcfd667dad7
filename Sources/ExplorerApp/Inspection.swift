import Explorer
import Foundation
import GraphQLClient

/// Where the inspector's `curl` commands send operations: the endpoint and the `--header` fields.
public struct CurlTarget: Sendable, Hashable {
    /// The GraphQL endpoint.
    public var endpoint: URL
    /// Extra headers, such as `Authorization`.
    public var headers: [String: String]

    /// Creates a target.
    public init(endpoint: URL, headers: [String: String] = [:]) {
        self.endpoint = endpoint
        self.headers = headers
    }
}

/// Carries out the inspector's commands: reads the client's traces, request log and cache (never the
/// transport), and puts them in the inspector's words and lines.
public struct Inspection: Sendable {
    private let client: GraphQLClient
    private let loader: DataLoader
    private let curlTarget: CurlTarget?
    private let now: @Sendable () -> Date

    /// Creates an inspection of `client`, whose requests for the screens `loader` makes; `curlTarget` is where
    /// copied `curl` commands send (nil offline); `now` counts cached data's ages.
    public init(client: GraphQLClient, loader: DataLoader, curlTarget: CurlTarget?, now: @escaping @Sendable () -> Date = Date.init) {
        self.client = client
        self.loader = loader
        self.curlTarget = curlTarget
        self.now = now
    }

    /// What `request` asks for.
    public func answer(_ request: InspectorRequest) async -> InspectorArrival {
        do {
            switch request {
            case .screenAnswer(let screenRequest):
                guard let sent = await loader.graphQLRequest(for: screenRequest) else { return .answer(request, nil) }
                let traces = await client.requestLog().filter { $0.document == sent.query && $0.variables == sent.variables }
                // The answer the data on screen came from; a failure only when nothing answered.
                let trace = traces.first { $0.origin != nil } ?? traces.first
                return .answer(request, trace.map { InspectionWords.answer($0, now: now(), curl: curlTarget) })
            case .answer(let id):
                let trace = await client.trace(id: id)
                return .answer(request, trace.map { InspectionWords.answer($0, now: now(), curl: curlTarget) })
            case .requestLog:
                return .requestLog(await client.requestLog().map(InspectionWords.summary))
            case .cacheListing:
                return .cacheListing(try await client.cacheContents().map(InspectionWords.listing))
            case .cacheRecord(let key):
                return .cacheRecord(key: key, try await client.cachedRecord(forKey: key).map(InspectionWords.page))
            case .evict(let key):
                return .evicted(key: key, removed: try await client.evictCachedRecord(forKey: key))
            }
        } catch {
            return .failed("The cache cannot be read: \(error)")
        }
    }
}
