@testable import CountriesServer
import Foundation
import HTTPTypes
import NIOCore
import Testing

@Suite("The answers kept by their requests' exact bytes")
struct AnswersByRequestBytesTests {
    private static func key(_ index: Int, body: String = "{}") -> AnswersByRequestBytes.Key {
        AnswersByRequestBytes.Key(
            inputs: AnswerInputs(HTTPRequest(
                method: .post, scheme: nil, authority: "127.0.0.1", path: "/graphql?\(index)", headerFields: [.contentType: "application/json"]
            )),
            body: ByteBuffer(string: body)
        )
    }

    private static func answer(bytes: Int) -> AnswersByRequestBytes.Answer {
        let reply = GraphQLHTTPReply(
            status: 200, contentType: "application/json", body: Data(repeating: UInt8(ascii: " "), count: bytes), operationName: nil, headers: [:]
        )
        return AnswersByRequestBytes.Answer(
            encoded: EncodedReply(
                reply, to: AnswerInputs(HTTPRequest(method: .post, scheme: nil, authority: nil, path: "/", headerFields: [:])), caching: ConditionalGET()
            ),
            operationName: nil, status: 200
        )
    }

    @Test func theCountBoundHoldsItsLastAnswerAndEmptiesOneAfter() {
        let answers = AnswersByRequestBytes()
        for index in 0..<AnswersByRequestBytes.capacity { answers.remember(Self.answer(bytes: 10), for: Self.key(index)) }
        #expect(answers.usage.count == AnswersByRequestBytes.capacity)
        #expect(answers.answer(for: Self.key(0)) != nil)
        answers.remember(Self.answer(bytes: 10), for: Self.key(AnswersByRequestBytes.capacity))
        #expect(answers.usage.count == 1, "emptied, then the new answer kept")
        #expect(answers.answer(for: Self.key(0)) == nil)
    }

    @Test func theByteBoundCountsTheRequestAndTheAnswer() {
        let answers = AnswersByRequestBytes()
        let eighth = AnswersByRequestBytes.maxBytes / 8
        let key = Self.key(1)
        let fits = eighth - key.cost
        answers.remember(Self.answer(bytes: fits), for: key)
        #expect(answers.usage.bytes == eighth, "an answer costing an eighth of the bound, its request included, is kept")
        answers.remember(Self.answer(bytes: fits + 1), for: Self.key(2))
        #expect(answers.answer(for: Self.key(2)) == nil, "one byte more is never kept")
        #expect(answers.usage.count == 1)
    }

    @Test func aKeyIsEveryByteThatShapesTheReply() {
        #expect(Self.key(1) == Self.key(1))
        #expect(Self.key(1) != Self.key(1, body: "{} "))
        #expect(Self.key(1) != Self.key(2))
        // Each header the answer depends on is part of the key; one it does not depend on is not.
        let base: HTTPFields = [.contentType: "application/json"]
        for name in AnswerInputs.headers {
            var fields = base
            fields[name] = (fields[name] ?? "") + "x"
            #expect(Self.key(1, fields: fields) != Self.key(1), "\(name)")
        }
        var withAgent = base
        withAgent[.userAgent] = "curl"
        #expect(Self.key(1, fields: withAgent) == Self.key(1))
    }

    private static func key(_ index: Int, fields: HTTPFields) -> AnswersByRequestBytes.Key {
        AnswersByRequestBytes.Key(
            inputs: AnswerInputs(HTTPRequest(method: .post, scheme: nil, authority: "127.0.0.1", path: "/graphql?\(index)", headerFields: fields)),
            body: ByteBuffer(string: "{}")
        )
    }
}
