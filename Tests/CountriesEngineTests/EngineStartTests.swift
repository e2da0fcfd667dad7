@testable import CountriesEngine
import Testing

@Suite("The engine's start: the documents it prepares")
struct EngineStartTests {
    private static let valid = "query Japan { country(code: \"JP\") { name } }"
    private static let invalid = "{ country(code: \"JP\") { nom } }"

    @Test func theDocumentsItPreparesAreValidatedBeforeTheFirstRequest() throws {
        #expect(try CountriesEngine().documents.usage.count == 0)
        let engine = try CountriesEngine(preparing: [Self.valid, Self.invalid])
        #expect(engine.documents.usage.count == 2)
    }

    @Test func aPreparedDocumentIsAnsweredAsAnyOtherIs() async throws {
        for query in [Self.valid, Self.invalid] {
            let request = GraphQLServiceRequest(query: query)
            let (preparing, plain) = (try CountriesEngine(preparing: [query]), try CountriesEngine())
            let prepared = await preparing.execute(request)
            let unprepared = await plain.execute(request)
            #expect(prepared.body == unprepared.body)
            #expect(prepared.outcome == unprepared.outcome)
        }
    }
}
