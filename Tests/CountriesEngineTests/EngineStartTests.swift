@testable import CountriesEngine
import Testing

@Suite("The engine's start: the documents it trusts")
struct EngineStartTests {
    private static let valid = "query Japan { country(code: \"JP\") { name } }"
    /// Valid but for its unused fragment: a validating engine refuses it, and it executes all the same.
    private static let unusedFragment = "{ country(code: \"JP\") { name } } fragment F on Country { code }"

    @Test func theDocumentsItTrustsAreParsedBeforeTheFirstRequest() throws {
        #expect(try CountriesEngine().documents.usage.count == 0)
        #expect(try CountriesEngine(trusting: [Self.valid, Self.unusedFragment]).documents.usage.count == 2)
    }

    @Test func aTrustedValidDocumentIsAnsweredAsAnyOtherIs() async throws {
        let request = GraphQLServiceRequest(query: Self.valid)
        let trusted = try await CountriesEngine(trusting: [Self.valid]).execute(request)
        let plain = try await CountriesEngine().execute(request)
        #expect(trusted.outcome == .executed)
        #expect(trusted.body == plain.body)
    }

    @Test func aTrustedDocumentIsNeverValidated() async throws {
        let request = GraphQLServiceRequest(query: Self.unusedFragment)
        #expect(try await CountriesEngine().execute(request).outcome == .rejected)
        let trusted = try await CountriesEngine(trusting: [Self.unusedFragment]).execute(request)
        #expect(String(decoding: trusted.body, as: UTF8.self) == #"{"data":{"country":{"name":"Japan"}}}"#)
    }

    @Test func aTrustedTextThatDoesNotParseIsAnsweredAsAnyOtherIs() async throws {
        let engine = try CountriesEngine(trusting: ["{ country("])
        #expect(engine.documents.usage.count == 0)
        let request = GraphQLServiceRequest(query: "{ country(")
        #expect(await engine.execute(request).body == (try await CountriesEngine().execute(request)).body)
    }
}
