import BoundedStorage
@testable import CountriesEngine
import GraphQL
import Testing

@Suite("Caches are bounded in bytes, not only in entries")
struct BoundedStoreTests {
    @Test func aStoreEmptiesBeforeItsBytesWouldPassTheBound() {
        let store = BoundedStore<Int, String>(capacity: 1_000, maxBytes: 800)
        for key in 0..<8 { store.remember("v\(key)", for: key, cost: 100) }
        #expect(store.usage == (8, 800), "just at the bound")
        #expect(store.value(for: 0) == "v0")
        store.remember("v8", for: 8, cost: 1)
        #expect(store.usage == (1, 1), "one byte over: emptied, then the new value kept")
        #expect(store.value(for: 0) == nil)
        #expect(store.value(for: 8) == "v8")
    }

    /// A key remembered again costs its new value's bytes only, and a full store is not emptied for it.
    @Test func rememberingAKeyAgainReplacesItsValueAndCost() {
        let store = BoundedStore<Int, String>(capacity: 2, maxBytes: 800)
        store.remember("a", for: 1, cost: 100)
        store.remember("b", for: 2, cost: 100)
        store.remember("a2", for: 1, cost: 50)
        #expect(store.usage == (2, 150))
        #expect(store.value(for: 1) == "a2")
        #expect(store.value(for: 2) == "b", "at capacity, replacing is not adding")
    }

    @Test func aValueOverAnEighthOfTheBoundIsNeverKept() {
        let store = BoundedStore<Int, String>(capacity: 10, maxBytes: 800)
        store.remember("small", for: 1, cost: 100)
        store.remember("large", for: 2, cost: 101)
        #expect(store.value(for: 1) == "small")
        #expect(store.value(for: 2) == nil)
    }

    @Test func theDocumentCacheStaysUnderItsBytesForAnyNumberOfLargeDocuments() throws {
        let schema = try CountriesSchema.bundled()
        let maxBytes = 1 << 20
        let cache = DocumentCache(parity: GraphQLParity(schema: schema, index: SchemaIndex(schema)), maxBytes: maxBytes)
        let fields = (0..<100).map { "a\($0): __typename" }.joined(separator: " ")
        for round in 0..<60 {
            _ = cache.document(for: "{ \(fields) } # \(round)")
            #expect(cache.usage.bytes <= maxBytes)
        }
        #expect(cache.usage.count > 0, "documents under an eighth of the bound are kept")
    }
}
