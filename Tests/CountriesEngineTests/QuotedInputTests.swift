import CountriesEngine
import Foundation
import GraphQL
import Testing

/// The engine's own messages quote at most 64 characters of the request, then `…` (docs/server.md): a name of
/// 60,000 characters was echoed whole.
@Suite("Quoted input is cut")
struct QuotedInputTests {
    private static let long = String(repeating: "x", count: 60_000)
    private static let cut = String(repeating: "x", count: 64) + "…"

    @Test func anUnknownOperationNameIsCutAt64Characters() async throws {
        let (json, outcome, _, _) = try await timedRun("query A { __typename }", operationName: Self.long)
        #expect(outcome == .rejected)
        #expect(json.errorMessages == ["Unknown operation named \"\(Self.cut)\"."])
        let (short, _, _, _) = try await timedRun("query A { __typename }", operationName: String(repeating: "y", count: 64))
        #expect(short.errorMessages == ["Unknown operation named \"\(String(repeating: "y", count: 64))\"."], "64 characters are quoted whole")
    }

    @Test func anUnsupportedLanguageIsCutAt64Characters() async throws {
        let (json, _, _, _) = try await timedRun(#"{ country(code: "JP") { name(lang: "\#(Self.long.prefix(1_000))") } }"#)
        let message = try #require(json.errorMessages.first)
        #expect(message.hasPrefix("Unsupported language \"\(Self.cut)\" for name(lang:); supported: "))
        #expect(message.count < 300)
    }

    @Test func aRefusedRegexIsCutAt64Characters() async throws {
        let pattern = String(repeating: "a", count: 99) + "["
        let (json, _, _, _) = try await timedRun(#"{ countries(filter: {name: {regex: "\#(pattern)"}}) { code } }"#)
        let message = try #require(json.errorMessages.first)
        #expect(message.hasPrefix("Refused regex \"\(String(repeating: "a", count: 64))…\": "))
    }
}
