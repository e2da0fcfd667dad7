/// A seeded, reproducible source of random numbers (SplitMix64): the same seed gives the same documents on every
/// machine and Swift version, which `SystemRandomNumberGenerator` would not.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A number in `range`, which must not be empty.
    mutating func int(_ range: Range<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[Int.random(in: 0..<choices.count, using: &self)]
    }

    /// One element, chosen with the given weights (which need not sum to anything in particular).
    mutating func weighted<Element>(_ choices: [(weight: Int, value: Element)]) -> Element {
        let total = choices.reduce(0) { $0 + $1.weight }
        var roll = Int.random(in: 0..<max(total, 1), using: &self)
        for choice in choices {
            if roll < choice.weight { return choice.value }
            roll -= choice.weight
        }
        return choices[choices.count - 1].value
    }
}
