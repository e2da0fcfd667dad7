import CountriesAPI
import Explorer
import Foundation
import GraphQLClient

/// Carries out `.fetch` commands: runs each `DataRequest` as its GraphQL operation and maps the results.
///
/// Offline-first: `follow` paints at once from the cache (or else the bundled data), then asks the network
/// and keeps watching the cache, so that a refresh anywhere updates every screen that shows the same records.
public struct DataLoader: Sendable {
    private let client: GraphQLClient
    private let bundled: GraphQLClient?
    private let language: NameLanguage
    private let now: @Sendable () -> Date

    /// Creates a loader over `client`; `bundled` answers at once while the network is awaited (nil when
    /// `client` itself answers from the bundled data); countries' names come in `language` (`$lang`); `now`
    /// stamps arrivals.
    public init(
        client: GraphQLClient, bundled: GraphQLClient? = nil, language: NameLanguage = .english,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.client = client
        self.bundled = bundled
        self.language = language
        self.now = now
    }

    /// Loads one request once under `policy`; every failure becomes `.failed` with a message a person can act on.
    public func load(_ request: DataRequest, policy: CachePolicy = .cacheFirst) async -> Loadable {
        await visit(request, OneShot(loader: self, policy: policy))
    }

    /// Follows a request until the calling task is cancelled: the cached or bundled data at once, then the
    /// network's, then every change the cache sees. Each arrival, or the failure, goes to `post`.
    public func follow(_ request: DataRequest, post: @escaping @Sendable (Loadable) -> Void) async {
        await visit(request, Follow(loader: self, post: post))
    }

    /// Asks the network for a request now; bundled data is not an answer to a refresh.
    public func refresh(_ request: DataRequest) async -> Loadable {
        await visit(request, Refresh(loader: self))
    }

    /// Runs `visitor` with the operation that answers `request` and the mapping of its data.
    private func visit<Visitor: OperationVisitor>(_ request: DataRequest, _ visitor: Visitor) async -> Visitor.Output {
        let lang = GraphQLNullable.some(language.code)
        switch request {
        case .allCountries:
            return await visitor.visit(AllCountriesQuery(lang: lang), PayloadMapping.payload)
        case .countriesOfContinent(let code):
            return await visitor.visit(
                FilteredCountriesQuery(filter: .some(CountryFilterInput(continent: .some(StringQueryOperatorInput(eq: .some(code))))), lang: lang),
                PayloadMapping.payload
            )
        case .countryDetail(let code):
            return await visitor.visit(CountryDetailQuery(code: code, lang: lang), PayloadMapping.payload)
        case .continents:
            return await visitor.visit(ContinentsListQuery(), PayloadMapping.payload)
        case .continentDetail(let code):
            return await visitor.visit(ContinentDetailQuery(code: code, lang: lang), PayloadMapping.payload)
        case .languages:
            return await visitor.visit(LanguagesListQuery(), PayloadMapping.payload)
        case .languageDetail(let code):
            return await visitor.visit(LanguageDetailQuery(code: code, lang: lang), PayloadMapping.payload)
        }
    }

    /// A response as the explorer's state holds it.
    fileprivate func loadable<Data: Sendable>(_ response: GraphQLResponse<Data>, _ map: (Data) -> DataPayload) -> Loadable {
        guard let data = response.data else { return .failed(GraphQLClientError.noData.description) }
        return .loaded(map(data), DataOrigin(kind: Self.kind(of: response.source), receivedAt: now()))
    }

    private static func kind(of source: ResponseSource) -> DataOrigin.Kind {
        switch source {
        case .network(let endpoint): .live(host: URL(string: endpoint)?.host ?? endpoint)
        case .bundled(let reason): .bundled(reason: reason)
        case .cache(let storedAt): .cache(storedAt: storedAt)
        }
    }

    /// Something done with a request's operation, whatever its type.
    private protocol OperationVisitor: Sendable {
        /// What the visit returns.
        associatedtype Output: Sendable
        /// Does it with `operation`, whose data `map` turns into the explorer's payload.
        func visit<Operation: GraphQLOperation>(_ operation: Operation, _ map: @escaping @Sendable (Operation.Data) -> DataPayload) async -> Output
    }

    /// One fetch under a policy.
    private struct OneShot: OperationVisitor {
        typealias Output = Loadable
        let loader: DataLoader
        let policy: CachePolicy

        func visit<Operation: GraphQLOperation>(_ operation: Operation, _ map: @escaping @Sendable (Operation.Data) -> DataPayload) async -> Loadable {
            do {
                return loader.loadable(try await loader.client.fetch(operation, policy: policy), map)
            } catch {
                return .failed(error.description)
            }
        }
    }

    /// The local answer at once, then the network's and every change, through a watcher.
    private struct Follow: OperationVisitor {
        typealias Output = Void
        let loader: DataLoader
        let post: @Sendable (Loadable) -> Void

        func visit<Operation: GraphQLOperation>(_ operation: Operation, _ map: @escaping @Sendable (Operation.Data) -> DataPayload) async {
            if (try? await loader.client.fetch(operation, policy: .cacheOnly)) == nil,
               let bundled = try? await loader.bundled?.fetch(operation, policy: .networkOnly) {
                post(loader.loadable(bundled, map))
            }
            // Abandoned while the local answer was read: no network request, no watcher.
            guard !Task.isCancelled else { return }
            do {
                for try await response in loader.client.watch(operation, policy: .cacheAndNetwork) {
                    post(loader.loadable(response, map))
                }
            } catch {
                post(.failed((error as? GraphQLClientError)?.description ?? String(describing: error)))
            }
        }
    }

    /// A network fetch that only a server's answer satisfies.
    private struct Refresh: OperationVisitor {
        typealias Output = Loadable
        let loader: DataLoader

        func visit<Operation: GraphQLOperation>(_ operation: Operation, _ map: @escaping @Sendable (Operation.Data) -> DataPayload) async -> Loadable {
            do {
                let response = try await loader.client.fetch(operation, policy: .networkOnly)
                // The fallback's reason is the network's failure, such as "network error: cannot reach …".
                if case .bundled(let reason) = response.source {
                    return .failed(reason == DataOrigin.offline ? "offline: there is no network to refresh from" : reason)
                }
                return loader.loadable(response, map)
            } catch {
                return .failed(error.description)
            }
        }
    }
}
