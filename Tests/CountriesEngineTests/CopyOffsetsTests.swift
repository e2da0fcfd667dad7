@testable import CountriesEngine
import Testing

@Suite("Offsets in a longer copy of a document, turned back into the text's")
struct CopyOffsetsTests {
    @Test func offsetsBeforeInsideAndAfterLengthenedTokens() {
        var offsets = CopyOffsets()
        // A 5-byte token at 10 written as 10 bytes, then a 3-byte token at 20 of the text (25 of the copy) as 9.
        offsets.record(copyStart: 10, textLength: 5, copyLength: 10)
        offsets.record(copyStart: 25, textLength: 3, copyLength: 9)
        #expect(offsets.gained == 11)
        #expect(offsets.textOffset(of: 0) == 0)
        #expect(offsets.textOffset(of: 9) == 9)
        #expect(offsets.textOffset(of: 10) == 10, "a lengthened token starts where it starts in the text")
        #expect(offsets.textOffset(of: 19) == 10, "inside it is its start")
        #expect(offsets.textOffset(of: 20) == 15, "after it, moved back by what it gained")
        #expect(offsets.textOffset(of: 25) == 20)
        #expect(offsets.textOffset(of: 33) == 20)
        #expect(offsets.textOffset(of: 34) == 23)
    }

    @Test func aTokenWrittenNoLongerMovesNothing() {
        var offsets = CopyOffsets()
        offsets.record(copyStart: 4, textLength: 8, copyLength: 8)
        offsets.record(copyStart: 20, textLength: 8, copyLength: 3)
        #expect(offsets.gained == 0)
        #expect(offsets.textOffset(of: 30) == 30)
    }
}
