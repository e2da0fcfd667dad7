@testable import CountriesEngine
import Foundation
import GraphQL
import Testing

@Suite("The response memo stays bounded")
struct ResponseMemoTests {
    private func response(bytes: Int) -> GraphQLServiceResponse {
        GraphQLServiceResponse(body: Data(repeating: UInt8(ascii: " "), count: bytes), outcome: .executed)
    }

    private func key(_ query: String, _ variables: [String: Map] = [:]) -> ResponseMemo.Key {
        ResponseMemo.key(for: GraphQLServiceRequest(query: query, variables: variables))
    }

    @Test func identicalRequestsShareAnEntryAndOthersDoNot() {
        let memo = ResponseMemo(capacity: 8, maxBytes: 1_000)
        memo.remember(response(bytes: 10), for: key("{ a }", ["code": "JP"]))
        #expect(memo.response(for: key("{ a }", ["code": "JP"])) != nil)
        #expect(memo.response(for: key("{ a }", ["code": "FR"])) == nil)
        #expect(memo.response(for: key("{ b }", ["code": "JP"])) == nil)
    }

    @Test func aResponseOverAnEighthOfTheBudgetIsNotKept() {
        let memo = ResponseMemo(capacity: 8, maxBytes: 800)
        memo.remember(response(bytes: 100 - 5), for: key("{ a }"))
        memo.remember(response(bytes: 100 - 4), for: key("{ b }"))
        #expect(memo.response(for: key("{ a }")) != nil)
        #expect(memo.response(for: key("{ b }")) == nil)
    }

    @Test func theMemoEmptiesWhenItsBytesOrCountWouldOverflow() {
        let memo = ResponseMemo(capacity: 100, maxBytes: 800)
        for index in 0..<8 { memo.remember(response(bytes: 90), for: key("{ q\(index) }")) }
        #expect(memo.response(for: key("{ q0 }")) != nil)
        memo.remember(response(bytes: 90), for: key("{ q8 }"))
        #expect(memo.response(for: key("{ q0 }")) == nil)
        #expect(memo.response(for: key("{ q8 }")) != nil)

        let small = ResponseMemo(capacity: 2, maxBytes: 1_000)
        for index in 0..<3 { small.remember(response(bytes: 1), for: key("{ q\(index) }")) }
        #expect(small.response(for: key("{ q0 }")) == nil)
        #expect(small.response(for: key("{ q2 }")) != nil)
    }
}
