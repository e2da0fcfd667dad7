import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import Foundation
import GraphQLClient
import JSONCore
import Synchronization
import Testing

/// A deadline that passes at its `passingAt`-th question, counting the questions.
private final class CountedDeadline: Sendable {
    let passingAt: Int
    private let asked = Mutex(0)

    init(passingAt: Int) { self.passingAt = passingAt }

    /// How often it was asked.
    var questions: Int { asked.withLock { $0 } }

    var deadline: ReplyDeadline {
        ReplyDeadline(
            hasPassed: { [self] in asked.withLock { count in
                count += 1
                return count >= passingAt
            } },
            failure: .timeout(host: "stub", seconds: 1)
        )
    }
}

/// An AllCountries reply of `count` countries, each its own record.
func allCountries(_ count: Int) -> Data {
    let countries = (0..<count).map { index in
        #"{"code":"K\#(index)","name":"Country \#(index)","englishName":"Country \#(index)","native":"Pays","emoji":"🏳","capital":"Capital","currency":"EUR","phone":"1","continent":{"code":"EU","name":"Europe"}}"#
    }
    return Data(#"{"data":{"countries":[\#(countries.joined(separator: ","))]}}"#.utf8)
}

/// The client holds the work after the transfer (parsing, reading, normalizing) to the request's deadline.
@Suite("The request's deadline bounds parsing and normalizing")
struct ReplyDeadlineTests {
    private func fetch(_ body: Data, deadline: CountedDeadline) async throws -> (Result<Int, GraphQLClientError>, InMemoryNormalizedCache) {
        let store = InMemoryNormalizedCache()
        let transport = StubTransport { _ in
            TransportReply(body: body, source: .network(endpoint: "stub"), deadline: deadline.deadline)
        }
        let client = GraphQLClient(transport: transport, cache: ClientCache(store: store, schema: CacheConfiguration.schema))
        do {
            return (.success(try await client.fetch(AllCountriesQuery(), policy: .networkOnly).data?.countries.count ?? 0), store)
        } catch {
            return (.failure(error), store)
        }
    }

    @Test func aReplyWithinItsDeadlineIsReadAndStored() async throws {
        let deadline = CountedDeadline(passingAt: .max)
        let (result, store) = try await fetch(allCountries(5_000), deadline: deadline)
        #expect(result == .success(5_000))
        #expect(try store.keys().count > 5_000)
        #expect(deadline.questions > 10, "asked as the work went: \(deadline.questions)")
    }

    @Test func aDeadlinePassingWhileTheReplyIsParsedEndsTheRequestThere() async throws {
        let deadline = CountedDeadline(passingAt: 1)
        let (result, store) = try await fetch(allCountries(5_000), deadline: deadline)
        #expect(result == .failure(.timeout(host: "stub", seconds: 1)))
        #expect(try store.keys().isEmpty, "nothing stored")
        #expect(deadline.questions == 2, "the parse stopped at its first question, and the client asked once more")
    }

    @Test func aDeadlinePassingWhileTheReplyIsNormalizedStoresNothing() async throws {
        let body = allCountries(5_000)
        // The questions the parse asks, then one after reading: the next one is the normalizer's first.
        let parsing = CountedDeadline(passingAt: .max)
        _ = try JSONValue(parsing: body, stoppingWhen: parsing.deadline.hasPassed)
        let deadline = CountedDeadline(passingAt: parsing.questions + 2)
        let (result, store) = try await fetch(body, deadline: deadline)
        #expect(result == .failure(.timeout(host: "stub", seconds: 1)))
        #expect(try store.keys().isEmpty, "nothing stored")
        #expect(deadline.questions == parsing.questions + 3, "the normalizer stopped at its first question")
    }
}
