/// Where a copy of a document that GraphQLSwift parsed (see `ReadableCopy`) is longer than the document's text, so
/// that an offset in the copy is turned back into the offset of the same token in the text. Empty, and the offsets
/// the same, for a copy as long as the text.
struct CopyOffsets: Sendable {
    /// A token the copy writes longer than the text does.
    private struct Lengthened: Sendable {
        /// Where the token starts and ends in the copy.
        let copyStart: Int
        let copyEnd: Int
        /// How many bytes the copy gained before the token, and with it.
        let gainedBefore: Int
        let gainedAfter: Int
    }

    private var lengthened: [Lengthened] = []

    /// No offset moves.
    init() {}

    /// How many bytes the copy has gained so far.
    var gained: Int { lengthened.last?.gainedAfter ?? 0 }

    /// Records that a token of `textLength` bytes is written as `copyLength` bytes at `copyStart`, the tokens
    /// recorded before it being earlier in the copy.
    mutating func record(copyStart: Int, textLength: Int, copyLength: Int) {
        guard copyLength > textLength else { return }
        lengthened.append(Lengthened(
            copyStart: copyStart, copyEnd: copyStart + copyLength, gainedBefore: gained,
            gainedAfter: gained + copyLength - textLength
        ))
    }

    /// The text's offset for `copyOffset`: an offset inside a lengthened token becomes the token's start.
    func textOffset(of copyOffset: Int) -> Int {
        guard let last = lengthened.lastIndex(where: { $0.copyStart <= copyOffset }) else { return copyOffset }
        let token = lengthened[last]
        if copyOffset < token.copyEnd { return token.copyStart - token.gainedBefore }
        return copyOffset - token.gainedAfter
    }
}
