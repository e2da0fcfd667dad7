import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import Foundation
import GraphQLClient
import JSONCore
import Testing

@Suite("The normalized cache: records, identities and rebuilt data")
struct NormalizationTests {
    @Test func objectsAreKeyedByTypeAndIdentityOrPath() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .networkOnly)
        let keys = try harness.store.read { lookup in
            try ["QUERY_ROOT", "Country:JP", "Continent:AS", "Language:ja", "Country:JP.states.3"].map { try lookup.record(forKey: $0) }
        }
        #expect(keys.allSatisfy { $0 != nil })
        let root = try #require(keys[0])
        #expect(root.fields[#"country(code:"JP")"#] == .reference("Country:JP"))
        let japan = try #require(keys[1])
        #expect(japan.fields[#"name(lang:"en")"#] == .scalar("Japan"), "$lang's default, English, keys the name")
        #expect(japan.fields["continent"] == .reference("Continent:AS"))
        #expect(japan.fields["languages"] == .list([.reference("Language:ja")]))
        guard case .list(let states)? = japan.fields["states"] else {
            Issue.record("states are not a list of references: \(String(describing: japan.fields["states"]))")
            return
        }
        #expect(states.count == 47)
        #expect(states[3] == .reference("Country:JP.states.3"))
    }

    /// A reply's records carry one time (`RecordSet.writtenAt`); each stored field gets the time of the reply that
    /// last wrote it, and keeps an older time when a later reply did not write it.
    @Test func everyStoredFieldHasTheTimeOfTheReplyThatWroteIt() async throws {
        let harness = try CacheHarness()
        let first = harness.clock.date
        _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .networkOnly)
        harness.clock.advance(by: .seconds(90))
        _ = try await harness.client.fetch(AllCountriesQuery(), policy: .networkOnly)
        let japan = try #require(try harness.store.read { try $0.record(forKey: "Country:JP") })
        #expect(Set(japan.writtenAt.keys) == Set(japan.fields.keys))
        #expect(japan.writtenAt["capital"] == first.addingTimeInterval(90), "written again by AllCountries")
        #expect(japan.writtenAt["states"] == first, "only CountryDetail asks for states")
        #expect(japan.oldestWrite == first)
    }

    @Test func fieldKeysIncludeTheirArguments() async throws {
        let harness = try CacheHarness()
        let request = try GraphQLRequest(parsing: #"{ country(code: "CI") { code french: name(lang: "fr") name } }"#)
        let network = try await harness.client.fetchJSON(request, policy: .networkOnly)
        let record = try harness.store.read { try $0.record(forKey: "Country:CI") }
        #expect(record?.fields.keys.sorted() == ["code", "name", #"name(lang:"fr")"#])
        let cached = try await harness.client.fetchJSON(request, policy: .cacheOnly)
        #expect(cached.data == network.data)
        #expect(cached.data?["country"]?["french"] != nil)
    }

    @Test func oneCountryCachedInTwoLanguagesKeepsEachName() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(CountryDetailQuery(code: "DE", lang: "en"), policy: .networkOnly)
        _ = try await harness.client.fetch(AllCountriesQuery(lang: "fr"), policy: .networkOnly)
        _ = try await harness.client.fetch(CountryDetailQuery(code: "DE", lang: "fr"), policy: .networkOnly)
        let record = try #require(try harness.store.read { try $0.record(forKey: "Country:DE") })
        #expect(record.fields[#"name(lang:"en")"#] == .scalar("Germany"))
        #expect(record.fields[#"name(lang:"fr")"#] == .scalar("Allemagne"))

        let english = try await harness.client.fetch(CountryDetailQuery(code: "DE", lang: "en"), policy: .cacheOnly)
        let french = try await harness.client.fetch(CountryDetailQuery(code: "DE", lang: "fr"), policy: .cacheOnly)
        #expect(english.data?.country?.name == "Germany")
        #expect(french.data?.country?.name == "Allemagne")
        #expect(french.data?.country?.en == "Germany", "the English name beside it")
        let list = try await harness.client.fetch(AllCountriesQuery(lang: "fr"), policy: .cacheOnly)
        #expect(list.data?.countries.first { $0.code == "DE" }?.name == "Allemagne")
        await #expect(throws: (any Error).self, "no German list was fetched") {
            _ = try await harness.client.fetch(AllCountriesQuery(lang: "de"), policy: .cacheOnly)
        }
    }

    @Test func twoOperationsShareOneRecordAndSeeEachOthersUpdates() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(AllCountriesQuery(), policy: .networkOnly)
        _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .networkOnly)
        harness.transport.rename("Japan", to: "Nippon")
        _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .networkOnly)

        let list = try await harness.client.fetch(AllCountriesQuery(), policy: .cacheOnly)
        #expect(list.data?.countries.first { $0.code == "JP" }?.name == "Nippon")
        #expect(harness.transport.calls == 3)
        let countryRecords = try harness.store.read { lookup in try lookup.record(forKey: "Country:JP") }
        #expect(countryRecords?.fields["emojiU"] != nil, "CountryDetail's fields live in the same record as AllCountries'")
    }

    @Test(arguments: OperationCatalog.all.map { $0.operationName })
    func everyOperationReadsBackExactlyAsTheNetworkSentIt(_ name: String) async throws {
        let harness = try CacheHarness()
        let operation = try #require(OperationCatalog.operation(named: name))
        let variables: JSONValue = switch name {
        case "CountryDetail": ["code": "JP"]
        case "ContinentDetail": ["code": "EU"]
        case "LanguageDetail": ["code": "fr"]
        case "FilteredCountries": ["filter": ["continent": ["eq": "OC"]]]
        default: [:]
        }
        let request = GraphQLRequest(
            query: operation.document, operationName: operation.operationName, variables: variables.jsonData,
            selections: operation.selections
        )
        let network = try await harness.client.fetchJSON(request, policy: .networkOnly)
        let cached = try await harness.client.fetchJSON(request, policy: .cacheOnly)
        #expect(network.data != nil)
        #expect(cached.data == network.data)
        guard case .cache = cached.source else {
            Issue.record("expected a cache answer, got \(cached.source)")
            return
        }
    }

    @Test func typedDataFromTheCacheEqualsTypedDataFromTheNetwork() async throws {
        let harness = try CacheHarness()
        let network = try await harness.client.fetch(CountryDetailQuery(code: "CA"), policy: .networkOnly)
        let cached = try await harness.client.fetch(CountryDetailQuery(code: "CA"), policy: .cacheOnly)
        #expect(network.data == cached.data)
        #expect(cached.data?.country?.native == "Canada")
    }

    @Test func aMissingFieldIsAMissNamingIt() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetchJSON(try GraphQLRequest(parsing: #"{ country(code: "JP") { code name(lang: "en") } }"#), policy: .networkOnly)
        await #expect(throws: GraphQLClientError.cacheMiss(#"the cache has no Country:JP.native"#)) {
            _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .cacheOnly)
        }
        await #expect(throws: GraphQLClientError.cacheMiss(#"the cache has no QUERY_ROOT.country(code:"FR")"#)) {
            _ = try await harness.client.fetch(CountryDetailQuery(code: "FR"), policy: .cacheOnly)
        }
    }

    @Test func anUnknownCodeIsCachedAsNull() async throws {
        let harness = try CacheHarness()
        let network = try await harness.client.fetch(CountryDetailQuery(code: "XX"), policy: .networkOnly)
        let cached = try await harness.client.fetch(CountryDetailQuery(code: "XX"), policy: .cacheOnly)
        #expect(network.data?.country == nil)
        #expect(cached.data != nil && cached.data?.country == nil)
    }

    @Test func skipAndIncludeFollowTheVariables() async throws {
        let harness = try CacheHarness()
        let document = "query Q($withCapital: Boolean!) { country(code: \"JP\") { code name capital @include(if: $withCapital) } }"
        let without = try GraphQLRequest(parsing: document, variables: Data(#"{"withCapital":false}"#.utf8))
        let with = try GraphQLRequest(parsing: document, variables: Data(#"{"withCapital":true}"#.utf8))
        _ = try await harness.client.fetchJSON(without, policy: .networkOnly)
        #expect(try await harness.client.fetchJSON(without, policy: .cacheOnly).data?["country"]?["capital"] == nil)
        await #expect(throws: GraphQLClientError.self) {
            _ = try await harness.client.fetchJSON(with, policy: .cacheOnly)
        }
        _ = try await harness.client.fetchJSON(with, policy: .networkOnly)
        #expect(try await harness.client.fetchJSON(with, policy: .cacheOnly).data?["country"]?["capital"] == "Tokyo")
    }

    @Test func everyNameOnEarthSurvivesTheRoundTrip() async throws {
        let harness = try CacheHarness()
        let request = try GraphQLRequest(parsing: #"{ countries(filter: {code: {in: ["CI", "JP", "CA", "SA"]}}) { code name native emoji } }"#)
        let network = try await harness.client.fetchJSON(request, policy: .networkOnly)
        let cached = try await harness.client.fetchJSON(request, policy: .cacheOnly)
        #expect(cached.data == network.data)
        let natives = cached.data?["countries"].flatMap { value -> [String]? in
            guard case .array(let items) = value else { return nil }
            return items.compactMap { $0["native"]?.stringValue }
        }
        #expect(natives?.contains("日本") == true)
        #expect(natives?.contains("Côte d'Ivoire") == true)
        #expect(natives?.contains("المملكة العربية السعودية") == true)
    }
}
