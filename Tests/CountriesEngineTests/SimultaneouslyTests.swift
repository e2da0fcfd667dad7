@testable import CountriesEngine
import Synchronization
import Testing

@Suite("Two pieces of start-up work done at once")
struct SimultaneouslyTests {
    private struct Refusal: Error, Equatable {
        let part: Int
    }

    @Test func bothResultsComeBackInTheirOrder() throws {
        let ran = Mutex(0)
        let (first, second) = try Simultaneously.run({ ran.withLock { $0 += 1 }; return "dataset" }, { ran.withLock { $0 += 1 }; return 7 })
        #expect(first == "dataset" && second == 7)
        #expect(ran.withLock { $0 } == 2)
    }

    @Test func eachPartsErrorIsThrownTheFirstPartsBeforeTheSeconds() {
        let secondRan = Mutex(false)
        #expect(throws: Refusal(part: 1)) {
            try Simultaneously.run({ () throws -> Int in throw Refusal(part: 1) }, { () throws -> Int in secondRan.withLock { $0 = true }; throw Refusal(part: 2) })
        }
        #expect(secondRan.withLock { $0 }, "the second part ran to its end too")
        #expect(throws: Refusal(part: 2)) { try Simultaneously.run({ 1 }, { () throws -> Int in throw Refusal(part: 2) }) }
    }
}
