/// A regex compiled to a Thompson NFA: a flat list of instructions that `PikeVM` runs over UTF-16 code units.
///
/// Counted repetition is written out (`a{3}` is three `a` instructions), so the size is bounded by
/// `maxInstructions`, and with it the work of each matching step.
struct JSRegexProgram: Sendable {
    /// The most instructions a program may have; a larger pattern is refused.
    static let maxInstructions = 800

    /// What an instruction does; `argument` is a unit, a set's index or a target, as each case says.
    enum Operation: UInt8, Sendable {
        /// Consumes the unit `argument`.
        case literal
        /// Consumes a unit in `sets[argument]`.
        case set
        /// Continues at both the next instruction and `argument`.
        case split
        /// Continues at `argument`.
        case jump
        /// Continues at the next instruction if the position is the start of the value.
        case assertStart
        /// Continues at the next instruction if the position is the end of the value.
        case assertEnd
        /// Continues at the next instruction if the position is a word boundary.
        case wordBoundary
        /// Continues at the next instruction if the position is not a word boundary.
        case notWordBoundary
        /// The pattern has matched.
        case match
    }

    /// One step of the program.
    struct Instruction: Sendable, Equatable {
        var operation: Operation
        var argument: Int32 = 0
    }

    /// A `.set`'s members as plain values, so that running a program counts no references.
    struct FlatSet: Sendable, Equatable {
        /// Members among 0...63.
        var asciiLow: UInt64
        /// Members among 64...127.
        var asciiHigh: UInt64
        /// Where the members above 127 are in `upperRanges`.
        var upperStart: Int32
        /// Where they end.
        var upperEnd: Int32
    }

    /// The operations, one per instruction; matching starts at index 0.
    let operations: [Operation]
    /// The arguments, one per instruction.
    let arguments: [Int32]
    /// The sets that `.set` instructions name.
    let sets: [FlatSet]
    /// The members above 127 of every set, each set's ranges sorted and together.
    let upperRanges: [ClosedRange<UInt16>]

    /// Compiles `node`, refusing it if the program would exceed `maxInstructions`.
    init(_ node: JSRegexNode) throws(JSRegexRefusal) {
        var compiler = Compiler()
        var body = try compiler.fragment(node)
        guard body.count < Self.maxInstructions else { throw Compiler.tooLarge }
        body.append(Instruction(operation: .match))
        operations = body.map(\.operation)
        arguments = body.map(\.argument)
        sets = compiler.sets
        upperRanges = compiler.upperRanges
    }

    /// The number of instructions.
    var count: Int { operations.count }
}

/// Builds fragments bottom-up; each fragment's jump targets count from its own first instruction, and are moved
/// when the fragment is placed inside a larger one.
private struct Compiler {
    /// The refusal of a pattern whose program would be too large.
    static let tooLarge = JSRegexRefusal(
        "it compiles to more than \(JSRegexProgram.maxInstructions) instructions (counted repetitions such as {50} are written out in full)"
    )

    typealias Instruction = JSRegexProgram.Instruction

    /// The sets placed so far, as `JSRegexProgram.sets`.
    private(set) var sets: [JSRegexProgram.FlatSet] = []
    /// Their members above 127, as `JSRegexProgram.upperRanges`.
    private(set) var upperRanges: [ClosedRange<UInt16>] = []
    /// Where each distinct set already is in `sets`.
    private var setIndexes: [JSRegexCodeUnitSet: Int] = [:]

    /// The instructions of `node`, without the final `match`; throws once they would not fit in a program.
    mutating func fragment(_ node: JSRegexNode) throws(JSRegexRefusal) -> [Instruction] {
        switch node {
        case .empty:
            return []
        case .units(let set):
            let ranges = set.ranges
            if ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound {
                return [Instruction(operation: .literal, argument: Int32(ranges[0].lowerBound))]
            }
            return [Instruction(operation: .set, argument: Int32(index(of: set)))]
        case .assertion(let assertion):
            let operation: JSRegexProgram.Operation = switch assertion {
            case .start: .assertStart
            case .end: .assertEnd
            case .wordBoundary: .wordBoundary
            case .notWordBoundary: .notWordBoundary
            }
            return [Instruction(operation: operation)]
        case .sequence(let parts):
            var result: [Instruction] = []
            for part in parts {
                let piece = try fragment(part)
                try ensureRoom(result.count + piece.count)
                Self.place(piece, into: &result)
            }
            return result
        case .alternation(let alternatives):
            return try alternation(alternatives)
        case .repetition(let body, let min, let max):
            return try repetition(try fragment(body), min: min, max: max)
        }
    }

    /// `split` to each alternative but the last, each ending in a `jump` past the rest.
    private mutating func alternation(_ alternatives: [JSRegexNode]) throws(JSRegexRefusal) -> [Instruction] {
        var pieces: [[Instruction]] = []
        for alternative in alternatives { pieces.append(try fragment(alternative)) }
        let total = pieces.reduce(0) { $0 + $1.count } + 2 * (pieces.count - 1)
        try ensureRoom(total)
        var result: [Instruction] = []
        result.reserveCapacity(total)
        for (offset, piece) in pieces.enumerated() {
            if offset == pieces.count - 1 {
                Self.place(piece, into: &result)
                break
            }
            let split = result.count
            result.append(Instruction(operation: .split, argument: Int32(split + piece.count + 2)))
            Self.place(piece, into: &result)
            result.append(Instruction(operation: .jump, argument: Int32(total)))
        }
        return result
    }

    /// `body` written out `min` times, then either a loop or `max - min` optional copies.
    private func repetition(_ body: [Instruction], min: Int, max: Int?) throws(JSRegexRefusal) -> [Instruction] {
        // A body that matches only the empty string matches it however often it repeats.
        guard !body.isEmpty else { return [] }
        let size = body.count
        let total = switch max {
        case nil where min == 0: size + 2
        case nil: min * size + 1
        case let max?: min * size + (max - min) * (size + 1)
        }
        try ensureRoom(total)
        var result: [Instruction] = []
        result.reserveCapacity(total)
        switch max {
        case nil where min == 0:
            result.append(Instruction(operation: .split, argument: Int32(size + 2)))
            Self.place(body, into: &result)
            result.append(Instruction(operation: .jump, argument: 0))
        case nil:
            for _ in 0..<min { Self.place(body, into: &result) }
            result.append(Instruction(operation: .split, argument: Int32(result.count - size)))
        case let max?:
            for _ in 0..<min { Self.place(body, into: &result) }
            for _ in min..<max {
                result.append(Instruction(operation: .split, argument: Int32(total)))
                Self.place(body, into: &result)
            }
        }
        return result
    }

    /// Throws unless `count` instructions, plus the final `match`, fit in a program.
    private func ensureRoom(_ count: Int) throws(JSRegexRefusal) {
        guard count < JSRegexProgram.maxInstructions else { throw Self.tooLarge }
    }

    /// Appends `piece`, moving its targets by where it lands.
    private static func place(_ piece: [Instruction], into result: inout [Instruction]) {
        let base = Int32(result.count)
        for var instruction in piece {
            if instruction.operation == .split || instruction.operation == .jump {
                instruction.argument += base
            }
            result.append(instruction)
        }
    }

    /// The index of `set` in `sets`, adding it the first time.
    private mutating func index(of set: JSRegexCodeUnitSet) -> Int {
        if let known = setIndexes[set] { return known }
        sets.append(JSRegexProgram.FlatSet(
            asciiLow: set.asciiLow, asciiHigh: set.asciiHigh,
            upperStart: Int32(upperRanges.count), upperEnd: Int32(upperRanges.count + set.upper.count)
        ))
        upperRanges += set.upper
        setIndexes[set] = sets.count - 1
        return sets.count - 1
    }
}
