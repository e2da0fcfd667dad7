import CountriesAPI
import Explorer
import Foundation

/// Carries out `.fetch` commands: runs each `DataRequest` as its GraphQL operation and maps the result.
public struct DataLoader: Sendable {
    private let client: GraphQLClient
    private let now: @Sendable () -> Date

    /// Creates a loader over `client`; `now` stamps arrivals (a test clock makes it fixed).
    public init(client: GraphQLClient, now: @escaping @Sendable () -> Date = Date.init) {
        self.client = client
        self.now = now
    }

    /// Loads one request; every failure becomes `.failed` with a message a person can act on.
    public func load(_ request: DataRequest) async -> Loadable {
        switch request {
        case .allCountries:
            await run(AllCountriesQuery(), PayloadMapping.payload)
        case .countriesOfContinent(let code):
            await run(FilteredCountriesQuery(filter: .some(CountryFilterInput(continent: .some(StringQueryOperatorInput(eq: .some(code)))))), PayloadMapping.payload)
        case .countryDetail(let code):
            await run(CountryDetailQuery(code: code), PayloadMapping.payload)
        case .continents:
            await run(ContinentsListQuery(), PayloadMapping.payload)
        case .continentDetail(let code):
            await run(ContinentDetailQuery(code: code), PayloadMapping.payload)
        case .languages:
            await run(LanguagesListQuery(), PayloadMapping.payload)
        case .languageDetail(let code):
            await run(LanguageDetailQuery(code: code), PayloadMapping.payload)
        }
    }

    private func run<Operation: GraphQLOperation>(
        _ operation: Operation, _ map: (Operation.Data) -> DataPayload
    ) async -> Loadable {
        do {
            let response = try await client.fetch(operation)
            guard let data = response.data else { return .failed(GraphQLClientError.noData.description) }
            return .loaded(map(data), DataOrigin(kind: Self.kind(of: response.source), receivedAt: now()))
        } catch {
            return .failed(error.description)
        }
    }

    private static func kind(of source: ResponseSource) -> DataOrigin.Kind {
        switch source {
        case .network(let endpoint): .live(host: URL(string: endpoint)?.host ?? endpoint)
        case .bundled(let reason): .bundled(reason: reason)
        case .cache(let storedAt): .cache(storedAt: storedAt)
        }
    }
}
