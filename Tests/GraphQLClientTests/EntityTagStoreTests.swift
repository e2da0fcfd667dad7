import Foundation
@testable import GraphQLClient
import Testing

/// The transport's store of GETs' last answers is bounded in URLs and bytes.
@Suite("The store of entity tags")
struct EntityTagStoreTests {
    private func url(_ index: Int) -> URL {
        URL(string: "http://127.0.0.1/graphql?q=\(index)")!
    }

    @Test func itKeepsSixtyFourURLsAndEmptiesItselfOnTheNext() {
        let store = EntityTagStore()
        for index in 0..<EntityTagStore.capacity { store.remember("\"\(index)\"", body: Data("{}".utf8), for: url(index)) }
        #expect(store.tag(for: url(0)) == "\"0\"")
        #expect(store.tag(for: url(63)) == "\"63\"")
        store.remember("\"64\"", body: Data("{}".utf8), for: url(64))
        #expect(store.tag(for: url(0)) == nil)
        #expect(store.body(for: url(64)) == Data("{}".utf8))
    }

    /// A GET sent again replaces its answer: a full store is not emptied for it, and only the new body counts.
    @Test func aURLSentAgainReplacesItsAnswer() {
        let store = EntityTagStore()
        for index in 0..<EntityTagStore.capacity { store.remember("\"\(index)\"", body: Data("{}".utf8), for: url(index)) }
        store.remember("\"0b\"", body: Data("[]".utf8), for: url(0))
        #expect(store.tag(for: url(0)) == "\"0b\"")
        #expect(store.tag(for: url(63)) == "\"63\"", "replacing is not adding: nothing was emptied")
        let eighth = EntityTagStore.maxBytes / 8
        for _ in 0..<20 { store.remember("\"big\"", body: Data(count: eighth), for: url(1)) }
        #expect(store.tag(for: url(63)) == "\"63\"", "one URL's body counts once, however often it is sent")
    }

    @Test func itKeepsBodiesUpToItsBytesAndNoneLargerThanAnEighth() {
        let store = EntityTagStore()
        let eighth = EntityTagStore.maxBytes / 8
        store.remember("\"big\"", body: Data(count: eighth + 1), for: url(0))
        #expect(store.tag(for: url(0)) == nil, "over an eighth: never kept")
        for index in 0..<8 { store.remember("\"\(index)\"", body: Data(count: eighth), for: url(index)) }
        #expect(store.tag(for: url(7)) == "\"7\"", "exactly the bound")
        #expect(store.tag(for: url(0)) == "\"0\"")
        store.remember("\"8\"", body: Data(count: 1), for: url(8))
        #expect(store.tag(for: url(0)) == nil, "one byte over: emptied")
        #expect(store.tag(for: url(8)) == "\"8\"")
    }
}
