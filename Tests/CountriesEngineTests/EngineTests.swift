import CountriesOracle
import CountriesEngine
import Foundation
import GraphQL
import Testing

@Suite("The compiled engine: result bound, coercion, introspection, plans")
struct EngineTests {
    /// `{ countries { n0: name … } }` with `aliases` aliases: its bound is 1 + 250 + 250 × aliases values.
    private func aliasedNames(_ aliases: Int) -> String {
        "{ countries { " + (0..<aliases).map { "n\($0): name" }.joined(separator: " ") + " } }"
    }

    @Test func aRequestJustUnderTheResultBoundRuns() async throws {
        // 1 + 250 + 250 × 398 = 99,751 values, under 100,000.
        let response = try await CountriesEngine(memoize: false).execute(GraphQLServiceRequest(query: aliasedNames(398)))
        #expect(response.outcome == .executed)
        let countries = try OrderedJSON(parsing: response.body)["data"]?["countries"]?.elements ?? []
        #expect(countries.count == 250)
        #expect(countries.last?["n397"] == .string("Zimbabwe"))
    }

    @Test func aRequestJustOverTheResultBoundIsRefusedBeforeItRuns() async throws {
        // 1 + 250 + 250 × 399 = 100,001 values.
        let (json, outcome) = try await run(aliasedNames(399), on: CountriesEngine(memoize: false))
        #expect(outcome == .rejected)
        #expect(json[path: "data"] == .undefined)
        #expect(json.errorMessages == [
            "Query result is too large: it could produce more than 100000 values. Ask for fewer fields, aliases or nested lists.",
        ])
    }

    @Test func aThousandAliasesAreRefusedAtOnce() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        // Refused by the token limit before the bound is even computed.
        let (json, outcome) = try await run(aliasedNames(1_000), on: CountriesEngine(memoize: false))
        #expect(outcome == .rejected)
        #expect(json.errorMessages.count == 1)
        #expect(clock.now - start < .seconds(10))
    }

    @Test func eightyAliasedListsOfAHundredAliasFragmentAreRefused() async throws {
        let fragment = "fragment F on Country { " + (0..<100).map { "f\($0): name" }.joined(separator: " ") + " }"
        let query = "{ " + (0..<80).map { "c\($0): countries { ...F }" }.joined(separator: " ") + " }\n" + fragment
        let (json, outcome) = try await run(query, on: CountriesEngine(memoize: false))
        #expect(outcome == .rejected)
        #expect(json.errorMessages.first?.contains("too large") == true)
    }

    /// The bound counts distinct parents' lists by their real sizes, so a dump of everything fits.
    @Test func aFullDumpOfTheDataFitsTheBound() async throws {
        let names = ["en", "ru", "es", "fr", "de", "ja", "tr", "pt", "fa", "it", "zh", "nl", "pl", "vi"]
            .map { "\($0): name(lang: \"\($0)\")" }.joined(separator: " ")
        let query = """
            { continents { code name } languages { code name native rtl }
              countries { code name native phone phones capital currency currencies emoji emojiU awsRegion
                continent { code } languages { code } states { code name } subdivisions { code emoji name } \(names) } }
            """
        // Read with OrderedJSON: decoding a megabyte into GraphQLSwift's `Map` takes minutes in a debug build.
        let response = try await CountriesEngine(memoize: false).execute(GraphQLServiceRequest(query: query))
        #expect(response.outcome == .executed)
        let json = try OrderedJSON(parsing: response.body)
        #expect(json["data"]?["countries"]?.elements.count == 250)
        #expect(json["errors"] == nil)
    }

    @Test func anIDVariableGivenAsAnIntegerIsCoercedToAString() async throws {
        let query = "query ($c: ID!) { country(code: $c) { code } continent(code: $c) { code } }"
        let (json, outcome) = try await run(query, variables: ["c": 12])
        #expect(outcome == .executed)
        #expect(json[path: "data", "country"] == .null)
        #expect(json[path: "errors"] == .undefined)
    }

    @Test(arguments: [Map.number(12.5), .bool(true), .array([.string("JP"), .string("FR")]), .dictionary([:])])
    func anIDVariableOfAnotherKindIsRefused(value: Map) async throws {
        let (json, outcome) = try await run("query ($c: ID!) { country(code: $c) { code } }", variables: ["c": value])
        #expect(outcome == .rejected)
        #expect(json.errorMessages.first?.hasPrefix("Variable \"$c\"") == true)
    }

    @Test func aListVariableTakesASingleValueAsAListOfOne() async throws {
        let query = "query ($codes: [String!]) { countries(filter: {code: {in: $codes}}) { code } }"
        let (json, outcome) = try await run(query, variables: ["codes": "JP"])
        #expect(outcome == .executed)
        #expect(json[path: "data", "countries", 0, "code"] == "JP")
        #expect(json[path: "data", "countries"].array?.count == 1)
    }

    @Test func anInputObjectVariableWithAnUnknownFieldIsRefused() async throws {
        let query = "query ($f: CountryFilterInput) { countries(filter: $f) { code } }"
        let (json, outcome) = try await run(query, variables: ["f": ["population": ["eq": "1"]]])
        #expect(outcome == .rejected)
        #expect(json.errorMessages.first?.contains("population") == true)
    }

    /// The choice of executor is made per request: root `__schema` and `__type` go to GraphQLSwift's, and
    /// their values are placed among the engine's in selection order.
    @Test func introspectionRootFieldsRunOnGraphQLSwiftInSelectionOrder() async throws {
        let response = try await service().execute(GraphQLServiceRequest(query: """
            query ($name: String!) {
              first: countries(filter: {code: {eq: "JP"}}) { name }
              type: __type(name: $name) { name fields { name } }
              __typename
              schema: __schema { queryType { name } }
            }
            """, variables: ["name": "Continent"]))
        #expect(response.outcome == .executed)
        let json = try OrderedJSON(parsing: response.body)
        guard case .object(let members)? = json["data"] else {
            Issue.record("no data: \(json)")
            return
        }
        #expect(members.map(\.key) == ["first", "type", "__typename", "schema"])
        #expect(json["data"]?["type"]?["name"] == .string("Continent"))
        #expect(json["data"]?["type"]?["fields"]?.elements.count == 3)
        #expect(json["data"]?["schema"]?["queryType"]?["name"] == .string("Query"))
        #expect(json["data"]?["first"]?.elements.first?["name"] == .string("Japan"))
    }

    @Test func eachIntrospectionFieldIsChargedAgainstTheBound() async throws {
        let query = "{ " + (0..<21).map { "s\($0): __schema { queryType { name } }" }.joined(separator: " ") + " }"
        let (json, outcome) = try await run(query, on: CountriesEngine(memoize: false))
        #expect(outcome == .rejected)
        #expect(json.errorMessages.first?.contains("too large") == true)
    }

    /// The plan depends on the variables `@skip` and `@include` read; each of their values gets its own.
    @Test func skipAndIncludeVariablesSelectTheirOwnPlans() async throws {
        let service = try CountriesEngine(memoize: false)
        let query = "query ($on: Boolean!) { country(code: \"JP\") { code capital @include(if: $on) native @skip(if: $on) } }"
        for on in [true, false, true] {
            let (json, _) = try await run(query, variables: ["on": .bool(on)], on: service)
            #expect((json[path: "data", "country", "capital"] != .undefined) == on)
            #expect((json[path: "data", "country", "native"] != .undefined) == !on)
        }
    }

    @Test func stringsAreEscapedInTheWrittenJSON() async throws {
        let response = try await service().execute(GraphQLServiceRequest(
            query: "{ country(code: \"CI\") { native } a: country(code: \"JP\") { code } }"
        ))
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text == #"{"data":{"country":{"native":"Côte d'Ivoire"},"a":{"code":"JP"}}}"#)
        let escaped = try await service().execute(GraphQLServiceRequest(
            query: #"{ countries(filter: {name: {eq: "a\"b\\c\nd"}}) { code } }"#
        ))
        #expect(String(decoding: escaped.body, as: UTF8.self) == #"{"data":{"countries":[]}}"#)
    }
}
