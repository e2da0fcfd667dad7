import CountriesClientTesting
import CountryExplorerTesting
import Explorer
@testable import ExplorerApp
import Foundation
import GraphQLClient
import JSONCore
import TerminalUI
import Testing

@Suite("The inspector in the running explorer, over the real client and its cache")
struct InspectionTests {
    /// Opens Japan's own screen and waits for its detail.
    private func openJapan(_ explorer: RunningExplorer) async {
        await explorer.terminal.waitForFrame { $0.contains("Kabul") }
        explorer.terminal.type("japan")
        await explorer.terminal.waitForFrame { $0.contains("Tokyo") }
        explorer.terminal.press(.enter)
        await explorer.terminal.waitForFrame { $0.contains("Japanese") }
    }

    @Test func f4ShowsTheAnswerBehindJapansDetailAndYCopiesItAsCurl() async throws {
        let explorer = try RunningExplorer(width: 120, height: 40)
        defer { explorer.stop() }
        await openJapan(explorer)
        explorer.terminal.press(.function(4))
        let inspector = await explorer.terminal.waitForFrame { $0.contains("Inspector · query CountryDetail") && $0.contains("HTTP 200") }
        #expect(inspector.contains(#""code":"JP""#), "\(inspector)")
        #expect(inspector.contains("network · countries.test · HTTP 200"), "\(inspector)")
        explorer.terminal.press(.character("y"))
        await explorer.terminal.waitForFrame { $0.contains("copied query CountryDetail as a curl command") }
        let curl = String(decoding: try explorer.lastCopied(), as: UTF8.self)
        #expect(curl.hasPrefix("curl -sS --compressed 'https://countries.test/graphql' "), "\(curl)")
        #expect(curl.contains(#""operationName":"CountryDetail""#) && curl.contains(#""variables":{"code":"JP","lang":"en"}"#), "\(curl)")
    }

    @Test func theRequestLogShowsEachRequestAfterControlRWithItsOrigin() async throws {
        let explorer = try RunningExplorer(width: 120, height: 40)
        defer { explorer.stop() }
        await openJapan(explorer)
        explorer.terminal.press(.function(4), .backTab, .backTab)
        await explorer.terminal.waitForFrame { $0.contains("requests this run") && $0.contains("CountryDetail") }
        explorer.terminal.press(.control("r"))
        let log = await explorer.terminal.waitForFrame { frame in
            frame.split(separator: "\n").filter { $0.contains("CountryDetail") && $0.contains("network") }.count >= 2
        }
        #expect(log.contains("AllCountries"), "\(log)")
        explorer.terminal.type("cache")
        let filtered = await explorer.terminal.waitForFrame { $0.contains("/ cache") }
        #expect(!filtered.split(separator: "\n").contains { $0.contains("network") && $0.contains(" ms ") }, "\(filtered)")
        // Ctrl-U clears the filter; a request's variables find it.
        explorer.terminal.press(.control("u"))
        explorer.terminal.type("JP")
        let japan = await explorer.terminal.waitForFrame { $0.contains("/ JP") }
        #expect(japan.contains("code=JP lang=en"), "\(japan)")
        #expect(!japan.contains("AllCountries"), "\(japan)")
    }

    @Test func theCacheBrowserFindsJapanFollowsItsContinentAndEvicts() async throws {
        let explorer = try RunningExplorer(width: 120, height: 40)
        defer { explorer.stop() }
        await openJapan(explorer)
        explorer.terminal.press(.function(4), .backTab)
        await explorer.terminal.waitForFrame { $0.contains(" records · in memory") }
        explorer.terminal.type("jp")
        await explorer.terminal.waitForFrame { $0.contains("/ jp") }
        explorer.terminal.press(.enter)
        let japan = await explorer.terminal.waitForFrame { $0.contains("→ Continent:AS") }
        let continentRow = try #require(japan.split(separator: "\n").firstIndex { $0.contains("→ Continent:AS") })
        // The record's key heads its fields.
        let firstField = try #require(japan.split(separator: "\n").firstIndex { $0.range(of: #"│ Country:JP +│"#, options: .regularExpression) != nil }) + 1
        for _ in firstField..<continentRow { explorer.terminal.press(.down) }
        explorer.terminal.press(.enter)
        let asia = await explorer.terminal.waitForFrame { $0.contains("Country:JP › Continent:AS") }
        #expect(asia.contains(#""Asia""#), "\(asia)")
        explorer.terminal.press(.backspace)
        await explorer.terminal.waitForFrame { $0.contains("→ Continent:AS") }
        explorer.terminal.press(.function(8))
        await explorer.terminal.waitForFrame { $0.contains("Evict Country:JP?") }
        explorer.terminal.press(.enter)
        // Once the listing is read again, the record is gone from it.
        let evicted = await explorer.terminal.waitForFrame { $0.contains("Evicted Country:JP.") && !$0.contains("Country:JP ") }
        #expect(evicted.contains("Country:JP.states.0"), "\(evicted)")
        // The next fetch refills it, and the browser shows it again.
        explorer.terminal.press(.control("r"))
        await explorer.terminal.waitForFrame { $0.contains("Country:JP ") }
    }
}

@Suite("The inspector's words for traces, records and curl")
struct InspectionWordsTests {
    private static let trace = AnswerTrace(
        id: 4, operationName: "CountryDetail", operationType: .query, document: "query CountryDetail($code: ID!) { country(code: $code) { name } }",
        variables: Data(#"{"code":"J'P"}"#.utf8), policy: .cacheFirst,
        origin: .network(endpoint: "http://127.0.0.1:4000/graphql", status: 200, bytes: 321, exchange: HTTPExchange(method: "GET", sending: .hash)),
        startedAt: Date(timeIntervalSince1970: 0), duration: .milliseconds(12),
        data: .object(["country": .null]), errors: [GraphQLResponseError(message: "boom", path: [.field("country"), .field("name")])]
    )

    @Test func theCurlCommandQuotesForTheShellAndCarriesTheHeaders() {
        let target = CurlTarget(endpoint: URL(fileURLWithPath: "/graphql"), headers: ["Authorization": "Bearer t"])
        let curl = InspectionWords.curl(Self.trace, to: target)
        #expect(curl.hasPrefix("curl -sS --compressed 'file:///graphql' -H 'Accept: application/graphql-response+json, application/json' -H 'Authorization: Bearer t' -H 'Content-Type: application/json' --data-raw '"))
        #expect(curl.contains(#"{"code":"J'\''P"}"#), "a quote in the variables closes and reopens the shell's quotes: \(curl)")
    }

    @Test func anAnswerInWords() {
        let answer = InspectionWords.answer(Self.trace, now: Date(timeIntervalSince1970: 60), curl: nil)
        #expect(answer.origin == "network · 127.0.0.1:4000 · HTTP 200 · GET · APQ (hash only) · 321 bytes")
        #expect(answer.variablesInline == #"{"code":"J'P"}"#)
        #expect(answer.failedPaths == ["country.name"])
        #expect(answer.errors == ["boom (at country.name)"])
        #expect(answer.duration == "12 ms" && answer.policy == "cacheFirst" && answer.curl == nil)
        let summary = InspectionWords.summary(Self.trace)
        #expect(summary.origin == "network" && summary.bytes == 321 && summary.outcome == "partial (1 error)")
        #expect(summary.variables == "code=J'P")
    }

    @Test func aLogRowsVariablesAreEachNameAndValue() {
        #expect(InspectionWords.variablesText(Data(#"{"lang":"en","code":"AO"}"#.utf8)) == "code=AO lang=en")
        #expect(InspectionWords.variablesText(Data(#"{"filter":{"continent":{"eq":"EU"}},"n":2}"#.utf8)) == #"filter={"continent":{"eq":"EU"}} n=2"#)
        #expect(InspectionWords.variablesText(Data("{}".utf8)) == "" && InspectionWords.variablesText(Data("[1]".utf8)) == "")
    }

    @Test func aRecordsListsAreOneLineAnElementAndReferencesLeadOn() {
        let record = Record(key: "Country:JP", fields: [
            "states": .list([.reference("Country:JP.states.0"), .reference("Country:JP.states.1")]),
            "continent": .reference("Continent:AS"), "phones": .scalar(.array([.string("81")])), "languages": .list([]),
        ])
        let page = InspectionWords.page(record)
        #expect(page.fields.map(\.name) == ["continent", "languages", "phones", "states[0]", "states[1]"])
        #expect(page.fields.map(\.value) == ["→ Continent:AS", "[]", #"["81"]"#, "→ Country:JP.states.0", "→ Country:JP.states.1"])
        #expect(page.fields.compactMap(\.reference) == ["Continent:AS", "Country:JP.states.0", "Country:JP.states.1"])
    }
}
