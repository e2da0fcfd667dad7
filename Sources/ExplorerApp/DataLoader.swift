import CountriesAPI
import Explorer
import Foundation
import GraphQLClient
import JSONCore

/// Carries out `.fetch` commands: runs each `DataRequest` as its GraphQL operation and maps the results.
///
/// Offline-first: `follow` paints at once from the cache (or else the bundled data), then asks the network
/// and keeps watching the cache, so that a refresh anywhere updates every screen that shows the same records.
public struct DataLoader: Sendable {
    private let client: GraphQLClient
    private let language: NameLanguage
    private let now: @Sendable () -> Date

    /// Creates a loader over `client`, whose fallback (the bundled data) answers at once while the network is
    /// awaited; countries' names come in `language` (`$lang`); `now` stamps arrivals.
    public init(
        client: GraphQLClient, language: NameLanguage = .english, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.client = client
        self.language = language
        self.now = now
    }

    /// The documents of the operations the first screen sends: the list of countries, and the first one's detail.
    /// Generated, so valid: an engine given them as it starts parses them while it reads its dataset and never
    /// validates them (`CountriesEngine(trusting:)`).
    public static let firstScreenDocuments = [AllCountriesQuery.document, CountryDetailQuery.document]

    /// Follows a request until the calling task is cancelled: the cached or bundled data at once, then the
    /// network's, then every change the cache sees. Each arrival, or the failure, goes to `post`.
    public func follow(_ request: DataRequest, post: @escaping @Sendable (Loadable) -> Void) async {
        await visit(request, Follow(loader: self, post: post))
    }

    /// Asks the network for a request now; bundled data is not an answer to a refresh.
    public func refresh(_ request: DataRequest) async -> Loadable {
        await visit(request, Refresh(loader: self))
    }

    /// Fetches a request once, as a one-shot command does: the cache's answer when it has one, else the network's,
    /// else the bundled data's (marked with the network's failure).
    public func fetchOnce(_ request: DataRequest) async -> Loadable {
        await visit(request, Once(loader: self))
    }

    /// The JSON data the API returned for `request` (the cache's copy of it, else the network's or the bundled
    /// data's answer), pretty-printed in the answer's order: the order of the operation's selections, which a
    /// GraphQL server answers in. Nil when there is none.
    func responseJSON(_ request: DataRequest) async -> String? {
        guard let graphQLRequest = await graphQLRequest(for: request),
              let response = try? await client.fetchJSON(graphQLRequest, policy: .cacheFirst),
              let data = response.data
        else { return nil }
        guard let selections = graphQLRequest.selections else { return String(decoding: data.prettyJSONData, as: UTF8.self) }
        let variables: [String: JSONValue]
        if case .object(let given)? = try? JSONValue(parsing: graphQLRequest.variables) {
            variables = given.dictionary
        } else {
            variables = [:]
        }
        return AnswerText.pretty(data, selections: selections, variables: variables)
    }

    /// The GraphQL request that answers `request`, as the client sends it (what the inspector finds in the log).
    public func graphQLRequest(for request: DataRequest) async -> GraphQLRequest? {
        await visit(request, RequestOf())
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

    /// A response as the explorer's state holds it: errors without the data they were for are a failure, in the
    /// server's words.
    fileprivate func loadable<Data: Sendable>(_ response: GraphQLResponse<Data>, _ map: (Data) -> DataPayload) -> Loadable {
        guard let data = response.data else { return .failed(GraphQLClientError.noData.description) }
        let payload = map(data)
        if payload.isEmpty, !response.errors.isEmpty {
            return .failed(GraphQLClientError.graphQLErrors(response.errors).description)
        }
        return .loaded(payload, DataOrigin(kind: Self.kind(of: response.source), receivedAt: now()))
    }

    /// The network's answer, or why there is none: the fallback's reason is the network's failure, such as
    /// "network error: cannot reach …". Nil offline, where there is no network to answer.
    fileprivate func networkAnswer<Operation: GraphQLOperation>(
        _ operation: Operation, _ map: @escaping @Sendable (Operation.Data) -> DataPayload
    ) async -> Loadable? {
        do {
            let response = try await client.fetch(operation, policy: .networkOnly)
            guard case .fallback(let reason) = response.source else { return loadable(response, map) }
            return reason == .offline ? nil : .failed(reason.description)
        } catch {
            return .failed(error.description)
        }
    }

    private static func kind(of source: ResponseSource) -> DataOrigin.Kind {
        switch source {
        case .network(let endpoint): .live(host: URL(string: endpoint)?.host ?? endpoint)
        case .fallback(.offline): .bundled(reason: .offline)
        case .fallback(.awaitingNetwork): .bundled(reason: .awaitingNetwork)
        case .fallback(.networkFailed(let failure)): .bundled(reason: .networkFailed(failure))
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

    /// The local answer at once (the cache's, else the bundled data), then the network's, or its failure, then
    /// every change the cache sees.
    private struct Follow: OperationVisitor {
        typealias Output = Void
        let loader: DataLoader
        let post: @Sendable (Loadable) -> Void

        func visit<Operation: GraphQLOperation>(_ operation: Operation, _ map: @escaping @Sendable (Operation.Data) -> DataPayload) async {
            // The cache's answer comes from a watcher that is already in place when the network's answer is
            // stored, so that no change falls between the two.
            var changes = loader.client.watch(operation, policy: .cacheOnly).makeAsyncIterator()
            guard let cached = try? await changes.next() else {
                return await followWithoutCache(operation, map)
            }
            var last = loader.loadable(cached, map)
            post(last)
            // Abandoned while the local answer was read: no network request.
            guard !Task.isCancelled else { return }
            // A failure is news even over cached data, which it leaves on screen; offline, the cache's answer stands.
            if let answer = await loader.networkAnswer(operation, map) {
                post(answer)
                if answer.payload != nil { last = answer }
            }
            do {
                while let response = try await changes.next() {
                    let change = loader.loadable(response, map)
                    guard change.payload != last.payload else { continue }
                    last = change
                    post(change)
                }
            } catch {
                // The watch ends only when its task does.
            }
        }

        /// With nothing cached: the bundled data at once, then the network's answer and every change, through a
        /// watcher; a network failure after the bundled data is news, which leaves the bundled data on screen.
        private func followWithoutCache<Operation: GraphQLOperation>(
            _ operation: Operation, _ map: @escaping @Sendable (Operation.Data) -> DataPayload
        ) async {
            let bundled = try? await loader.client.fallbackAnswer(operation, reason: .awaitingNetwork)
            if let bundled { post(loader.loadable(bundled, map)) }
            guard !Task.isCancelled else { return }
            do {
                for try await response in loader.client.watch(operation, policy: .cacheAndNetwork) {
                    if bundled != nil, case .fallback(let reason) = response.source, reason != .offline {
                        post(.failed(reason.description))
                    } else {
                        post(loader.loadable(response, map))
                    }
                }
            } catch {
                post(.failed((error as? GraphQLClientError)?.description ?? String(describing: error)))
            }
        }
    }

    /// One fetch under the explorer's first policy: the cache first, then the network, then the bundled data.
    private struct Once: OperationVisitor {
        typealias Output = Loadable
        let loader: DataLoader

        func visit<Operation: GraphQLOperation>(_ operation: Operation, _ map: @escaping @Sendable (Operation.Data) -> DataPayload) async -> Loadable {
            do {
                return loader.loadable(try await loader.client.fetch(operation, policy: .cacheFirst), map)
            } catch {
                return .failed(error.description)
            }
        }
    }

    /// The operation's request, unsent.
    private struct RequestOf: OperationVisitor {
        typealias Output = GraphQLRequest?

        func visit<Operation: GraphQLOperation>(_ operation: Operation, _ map: @escaping @Sendable (Operation.Data) -> DataPayload) async -> GraphQLRequest? {
            GraphQLRequest(operation)
        }
    }

    /// A network fetch that only a server's answer satisfies.
    private struct Refresh: OperationVisitor {
        typealias Output = Loadable
        let loader: DataLoader

        func visit<Operation: GraphQLOperation>(_ operation: Operation, _ map: @escaping @Sendable (Operation.Data) -> DataPayload) async -> Loadable {
            await loader.networkAnswer(operation, map) ?? .failed("offline: there is no network to refresh from")
        }
    }
}
