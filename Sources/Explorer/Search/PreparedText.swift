/// A text prepared once for fuzzy matching: folded, separators left out, with the original grapheme behind
/// each folded scalar and the bonus that matching it earns.
struct PreparedText: Sendable {
    /// One folded scalar of the text.
    struct Slot: Sendable {
        /// The folded scalar's value (`Côte d'Ivoire` gives `c`, `o`, `t`, `e`, `d`, `i`, …).
        let scalar: UInt32
        /// The bonus for matching it: word starts and camel humps earn more.
        let bonus: Int32
        /// The index of the original grapheme it came from.
        let grapheme: Int32
    }

    /// The folded scalars, in order.
    let slots: [Slot]
    /// One bit for each folded scalar value modulo 64: a query with a bit that is not here cannot match.
    let mask: UInt64
    /// How many folded scalars there are: kept beside the mask, so that the tests that reject most texts on every
    /// keystroke read neither from the slots' storage.
    let count: Int

    /// Folds `text` and works out where its words start.
    init(_ text: String) {
        var slots: [Slot] = []
        slots.reserveCapacity(text.utf8.count)
        var folded: [UInt32] = []
        var previous = CharacterClass.whitespace
        for (index, grapheme) in text.enumerated() {
            let characterClass = CharacterClass(grapheme)
            defer { previous = characterClass }
            if characterClass == .whitespace || characterClass == .delimiter { continue }
            var bonus = slots.isEmpty ? Scoring.startBonus : characterClass.bonus(after: previous)
            folded.removeAll(keepingCapacity: true)
            SearchText.fold(grapheme, into: &folded)
            for scalar in folded {
                slots.append(Slot(scalar: scalar, bonus: bonus, grapheme: Int32(truncatingIfNeeded: index)))
                bonus = 0
            }
        }
        self.slots = slots
        self.count = slots.count
        self.mask = slots.reduce(0) { $0 | Self.bit(of: $1.scalar) }
    }

    /// The original grapheme indices of `count` slots from `start`, ascending and without repeats.
    func graphemes(from start: Int, count: Int) -> [Int] {
        var graphemes: [Int] = []
        for slot in slots[start..<(start + count)] where graphemes.last != Int(slot.grapheme) {
            graphemes.append(Int(slot.grapheme))
        }
        return graphemes
    }

    /// The bit of `scalar` in a mask.
    static func bit(of scalar: UInt32) -> UInt64 {
        1 << UInt64(scalar & 63)
    }
}
