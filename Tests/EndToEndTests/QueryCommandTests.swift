import CountryExplorerTesting
import Foundation
import Testing

@Suite("country-explorer query and schema download")
struct QueryCommandTests {
    @Test func namedOperationOffline() async throws {
        let run = try await CommandRun.run("country-explorer", ["query", "CountryDetail", "--var", "code=JP", "--offline"])
        #expect(run.status == 0, "\(run.stderr)")
        let country = (run.json["data"] as? [String: Any])?["country"] as? [String: Any]
        #expect(country?["native"] as? String == "日本")
        #expect(run.stderr.isEmpty)
    }

    @Test func jsonVariables() async throws {
        let run = try await CommandRun.run(
            "country-explorer", ["query", "FilteredCountries", "--var", #"filter={"continent":{"eq":"EU"}}"#, "--offline"]
        )
        #expect(run.status == 0, "\(run.stderr)")
        let countries = (run.json["data"] as? [String: Any])?["countries"] as? [[String: Any]] ?? []
        #expect(countries.count > 40)
        #expect(countries.allSatisfy { ($0["continent"] as? [String: Any])?["code"] as? String == "EU" })
    }

    @Test func documentFromStdin() async throws {
        let run = try await CommandRun.run("country-explorer", ["query", "--document", "-", "--offline"], stdin: "{ continents { code } }")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(((run.json["data"] as? [String: Any])?["continents"] as? [Any])?.count == 7)
    }

    @Test func aDocumentNestedBeyondTheParsersReachIsRefusedNotCrashedOn() async throws {
        let deep = "{ " + String(repeating: "countries { ", count: 3000) + "code" + String(repeating: " }", count: 3000) + " }"
        let run = try await CommandRun.run("country-explorer", ["query", "--document", "-", "--offline", "--no-cache"], stdin: deep)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains("nest"), "\(run.stderr)")
    }

    @Test func graphQLErrorsWithoutDataExitWith1() async throws {
        let run = try await CommandRun.run("country-explorer", ["query", "--document", "-", "--offline"], stdin: "{ countries { population } }")
        #expect(run.status == 1)
        #expect(run.json["errors"] != nil)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains("population"))
    }

    @Test func partialDataWithErrorsExitWith0() async throws {
        let run = try await CommandRun.run(
            "country-explorer", ["query", "--document", "-", "--offline"],
            stdin: #"{ country(code: "JP") { name(lang: "xx") } continents { code } }"#
        )
        #expect(run.status == 0)
        #expect(run.json["errors"] != nil)
        #expect(((run.json["data"] as? [String: Any])?["continents"] as? [Any])?.count == 7)
    }

    @Test func transportErrorsExitWith2() async throws {
        let server = try FaultyServer { _ in .raw(FaultyServer.http("200 OK", body: "not json", headers: ["Content-Type: text/plain"])) }
        defer { server.stop() }
        let run = try await CommandRun.run("country-explorer", ["query", "AllCountries", "--endpoint", server.endpoint.absoluteString])
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains("malformed response"))
    }

    @Test func aReplyThatDoesNotMatchTheOperationExitsWith2NamingTheFieldAndIsNotCached() async throws {
        let server = try FaultyServer { _ in .raw(FaultyServer.http("200 OK", body: #"{"data":{"country":{"code":"JP","name":42}}}"#)) }
        defer { server.stop() }
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let arguments = ["query", "CountryDetail", "--var", "code=JP", "--endpoint", server.endpoint.absoluteString]
        let run = try await CommandRun.run("country-explorer", arguments, environment: ["XDG_CACHE_HOME": cacheHome.path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "error: malformed response: the data does not match CountryDetail: data.country.name: expected String, found 42\n")
        let cached = try await CommandRun.run("country-explorer", arguments + ["--policy", "cacheOnly"], environment: ["XDG_CACHE_HOME": cacheHome.path])
        #expect(cached.status == 2, "nothing of the reply was stored: \(cached.stdout)")
        #expect(cached.stderr.hasPrefix("error: cache miss:"))
    }

    @Test(arguments: [
        (#"{ country(code: "JP") { code name } }"#, #"{"data":{"country":{"code":"JP","name":42}}}"#, "data.country.name: expected String, found 42"),
        ("{ continents { code } }", #"{"data":{"continents":{"code":"AF"}}}"#, "data.continents: expected [Continent!], found an object"),
        ("{ continents { code } }", #"{"data":{"continents":[{"code":"AF","secret":1}]}}"#, "data.continents[0].secret: expected nothing, found 1"),
        ("{ continents { code } }", #"{"data":{"continents":[{"code":null}]}}"#, "data.continents[0].code: expected ID!, found null"),
        ("{ continents { code name } }", #"{"data":{"continents":[{"code":"AF"}]}}"#, "data.continents[0].name: expected String!, found nothing"),
        (#"{ country(code: "JP") { __typename code } }"#, #"{"data":{"country":{"__typename":"Continent","code":"JP"}}}"#,
         #"data.country.__typename: expected "Country", found "Continent""#),
        ("{ __schema { queryType { name } } }", #"{"data":{"__schema":{"queryType":{"name":42}}}}"#, "data.__schema.queryType.name: expected String, found 42"),
        ("{ __schema { queryType { name } } }", #"{"data":{"__schema":null}}"#, "data.__schema: expected __Schema!, found null"),
        (#"{ __type(name: "Country") { name } }"#, #"{"data":{"__type":{"name":"Country","secret":1}}}"#, "data.__type.secret: expected nothing, found 1"),
    ])
    func aDocumentsReplyIsCheckedAgainstItsOwnSelections(document: String, reply: String, problem: String) async throws {
        let server = try FaultyServer { _ in .raw(FaultyServer.http("200 OK", body: reply)) }
        defer { server.stop() }
        let run = try await CommandRun.run("country-explorer", ["query", "--document", "-", "--endpoint", server.endpoint.absoluteString], stdin: document)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "error: malformed response: the data does not match the document: \(problem)\n")
    }

    /// A named operation's reply is held to the same check as a document's: before, a field it did not ask for
    /// was printed with exit 0.
    @Test(arguments: [
        (#"{"data":{"continents":[{"code":"AF","name":"Africa","countries":[],"secret":1}]}}"#, "data.continents[0].secret: expected nothing, found 1"),
        (#"{"data":{"continents":[{"code":"AF","name":"Africa","countries":[{"code":"DZ","name":"Algeria"}]}]}}"#,
         "data.continents[0].countries[0].name: expected nothing, found \"Algeria\""),
        (#"{"data":{"continents":[{"code":"AF","name":null,"countries":[]}]}}"#, "data.continents[0].name: expected String!, found null"),
    ])
    func aNamedOperationsReplyIsCheckedAsADocumentsIs(reply: String, problem: String) async throws {
        let server = try FaultyServer { _ in .raw(FaultyServer.http("200 OK", body: reply)) }
        defer { server.stop() }
        let named = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--endpoint", server.endpoint.absoluteString])
        #expect(named.status == 2, "\(named.stdout)")
        #expect(named.stdout.isEmpty)
        #expect(named.stderr == "error: malformed response: the data does not match ContinentsList: \(problem)\n")
        let document = try String(contentsOf: repositoryRoot.appendingPathComponent("graphql/ContinentsList.graphql"), encoding: .utf8)
        let asDocument = try await CommandRun.run(
            "country-explorer", ["query", "--document", "-", "--endpoint", server.endpoint.absoluteString], stdin: document
        )
        #expect(asDocument.status == 2)
        #expect(asDocument.stderr == "error: malformed response: the data does not match the document: \(problem)\n")
    }

    /// A repeated key is refused, named, for a named operation and a document alike: before, the last one won.
    @Test func aReplyWithARepeatedKeyIsRefused() async throws {
        let reply = #"{"data":{"continents":[{"code":"AF","name":"Africa","name":"Atlantis","countries":[]}]}}"#
        let server = try FaultyServer { _ in .raw(FaultyServer.http("200 OK", body: reply)) }
        defer { server.stop() }
        let offset = reply.utf8.count - #"{"code":"AF","name":"Africa","name":"Atlantis","countries":[]}]}}"#.utf8.count
        let expected = "error: malformed response: the body is not valid JSON: Duplicate key \"name\" in the object at byte \(offset): \(reply)\n"
        let named = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--endpoint", server.endpoint.absoluteString])
        #expect(named.status == 2)
        #expect(named.stdout.isEmpty)
        #expect(named.stderr == expected)
        let asDocument = try await CommandRun.run(
            "country-explorer", ["query", "--document", "-", "--endpoint", server.endpoint.absoluteString], stdin: "{ continents { code name countries { code } } }"
        )
        #expect(asDocument.status == 2)
        #expect(asDocument.stderr == expected)
    }

    @Test func aDocumentsMatchingReplyIsPrinted() async throws {
        let reply = #"{"data":{"country":{"code":"JP","name":"Japan","alias":"Nippon","continent":{"__typename":"Continent","code":"AS"}}}}"#
        let server = try FaultyServer { _ in .raw(FaultyServer.http("200 OK", body: reply)) }
        defer { server.stop() }
        let document = #"query Q { country(code: "JP") { code ...Names continent { __typename code } } } fragment Names on Country { name alias: native }"#
        let run = try await CommandRun.run("country-explorer", ["query", "--document", "-", "--endpoint", server.endpoint.absoluteString], stdin: document)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Nippon"))
    }

    @Test func unreachableEndpointFallsBackToBundledDataAndSaysSo() async throws {
        let refusing = try RefusingPort()
        defer { refusing.close() }
        let port = refusing.port
        let run = try await CommandRun.run("country-explorer", ["query", "CountryDetail", "--var", "code=CA", "--endpoint", "http://127.0.0.1:\(port)/graphql"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("bundled data"))
        #expect(((run.json["data"] as? [String: Any])?["country"] as? [String: Any])?["capital"] as? String == "Ottawa")
    }

    /// Against a dead server, the policies that may answer without the network answer from the bundled data (and
    /// say so); `networkOnly` and `noStore` fail as Apollo's `fetchIgnoringCacheData` does, and `cacheOnly` misses.
    @Test(arguments: [
        ("cacheFirst", Int32(0)), ("networkFirst", 0), ("cacheAndNetwork", 0),
        ("networkOnly", 2), ("fetchIgnoringCacheData", 2), ("noStore", 2), ("cacheOnly", 2),
    ])
    func aDeadServerFailsOnlyThePoliciesThatNeedTheNetwork(policy: String, status: Int32) async throws {
        let refusing = try RefusingPort()
        defer { refusing.close() }
        let port = refusing.port
        let run = try await CommandRun.run(
            "country-explorer", ["query", "CountryDetail", "--var", "code=CA", "--endpoint", "http://127.0.0.1:\(port)/graphql", "--policy", policy]
        )
        #expect(run.status == status, "\(policy): \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(policy): \(run.stderr)")
        if status == 0 {
            #expect(run.stderr.contains("answered from the bundled data"), "\(policy): \(run.stderr)")
            #expect(((run.json["data"] as? [String: Any])?["country"] as? [String: Any])?["capital"] as? String == "Ottawa")
        } else {
            #expect(run.stdout.isEmpty, "\(policy): \(run.stdout)")
            let expected = policy == "cacheOnly" ? "error: cache miss:" : "error: network error: "
            #expect(run.stderr.hasPrefix(expected), "\(policy): \(run.stderr)")
        }
    }

    /// Under --offline the bundled data stands in for the network: no network failed, so every policy that asks
    /// the network answers.
    @Test(arguments: ["networkOnly", "noStore"])
    func offlineTheBundledDataIsTheNetwork(policy: String) async throws {
        let run = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--offline", "--policy", policy])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(((run.json["data"] as? [String: Any])?["continents"] as? [Any])?.count == 7)
    }

    @Test func usageErrors() async throws {
        #expect(try await CommandRun.run("country-explorer", ["query", "NoSuchOperation"]).status == 64)
        #expect(try await CommandRun.run("country-explorer", ["query"]).status == 64)
        #expect(try await CommandRun.run("country-explorer", ["query", "AllCountries", "--var", "novalue"]).status != 0)
    }

    @Test func helpDocumentsExamples() async throws {
        let run = try await CommandRun.run("country-explorer", ["query", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("--var"))
        #expect(run.stdout.contains("Examples:"))
        #expect(run.stdout.contains("CountryDetail"))
    }

    @Test func schemaDownloadReproducesTheCommittedSchema() async throws {
        let committed = try String(contentsOf: repositoryRoot.appendingPathComponent("graphql/schema.graphqls"), encoding: .utf8)
        try await withServer { server in
            let run = try await CommandRun.run("country-explorer", ["schema", "download", "--endpoint", server.endpoint.absoluteString])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == committed)
        }
    }
}

/// The package's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
