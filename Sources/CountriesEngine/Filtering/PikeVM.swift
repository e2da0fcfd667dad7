/// Runs a `JSRegexProgram` as a Pike VM: all threads advance together, one code unit at a time, and a thread
/// that reaches an instruction another thread already holds at this position is dropped.
///
/// Each position therefore costs at most one visit per instruction, so a search is O(program × value) whatever
/// the pattern: there is no backtracking to explode.
struct PikeVM {
    /// The compiled pattern.
    private let program: JSRegexProgram

    /// A matcher for `program`.
    init(_ program: JSRegexProgram) {
        self.program = program
    }

    /// Whether the program matches anywhere in `text`, as JavaScript's `RegExp.prototype.test` answers.
    func matches(_ text: String) -> Bool {
        let count = program.count
        return program.operations.withUnsafeBufferPointer { operations in
            program.arguments.withUnsafeBufferPointer { arguments in
                program.sets.withUnsafeBufferPointer { sets in
                    program.upperRanges.withUnsafeBufferPointer { upperRanges in
                        // Per instruction: the last position (plus one) a thread reached it; then two thread lists
                        // and a stack of split targets still to follow, each written before it is read.
                        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 4 * count) { scratch in
                            let seen = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
                            seen.initialize(repeating: 0)
                            let search = Search(
                                operations: operations, arguments: arguments, sets: sets, upperRanges: upperRanges,
                                seen: seen,
                                stack: UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
                            )
                            return search.run(
                                text,
                                threads: UnsafeMutableBufferPointer(rebasing: scratch[(2 * count)..<(3 * count)]),
                                nextThreads: UnsafeMutableBufferPointer(rebasing: scratch[(3 * count)..<(4 * count)])
                            )
                        }
                    }
                }
            }
        }
    }
}

/// One search, over buffers that live only while it runs.
private struct Search {
    /// The program's `operations`.
    let operations: UnsafeBufferPointer<JSRegexProgram.Operation>
    /// The program's `arguments`.
    let arguments: UnsafeBufferPointer<Int32>
    /// The program's `sets`.
    let sets: UnsafeBufferPointer<JSRegexProgram.FlatSet>
    /// The program's `upperRanges`.
    let upperRanges: UnsafeBufferPointer<ClosedRange<UInt16>>
    /// Per instruction, the stamp of the last position a thread reached it at.
    let seen: UnsafeMutableBufferPointer<Int32>
    /// The split targets `add` has still to follow.
    let stack: UnsafeMutableBufferPointer<Int32>

    /// What the zero-width assertions see at one position.
    struct Position {
        /// The position's index plus one, which marks the instructions reached there.
        var stamp: Int32
        /// Whether the position is the start of the value.
        var atStart: Bool
        /// Whether the position is the end of the value.
        var atEnd: Bool
        /// Whether the position is between a `\w` unit and a non-`\w` unit (an end counting as non-`\w`).
        var atWordBoundary: Bool

        /// Whether an assertion holds here.
        @inline(__always)
        func holds(_ assertion: JSRegexProgram.Operation) -> Bool {
            switch assertion {
            case .assertStart: atStart
            case .assertEnd: atEnd
            case .wordBoundary: atWordBoundary
            case .notWordBoundary: !atWordBoundary
            default: false
            }
        }
    }

    /// Whether the program matches anywhere in `text`; `threads` and `nextThreads` hold the instructions waiting
    /// for the current and the next unit.
    func run(
        _ text: String, threads: UnsafeMutableBufferPointer<Int32>, nextThreads: UnsafeMutableBufferPointer<Int32>
    ) -> Bool {
        var threads = threads
        var nextThreads = nextThreads
        var threadCount = 0
        var units = text.utf16.makeIterator()
        var unit = units.next()
        var position = Position(stamp: 1, atStart: true, atEnd: unit == nil, atWordBoundary: isWord(unit))
        while true {
            // A search that may start anywhere: a new thread at the program's start at every position.
            if add(0, at: position, to: threads, count: &threadCount) { return true }
            guard let consumed = unit else { return false }
            unit = units.next()
            position = Position(
                stamp: position.stamp + 1, atStart: false, atEnd: unit == nil,
                atWordBoundary: isWord(consumed) != isWord(unit)
            )
            var nextCount = 0
            for slot in 0..<threadCount {
                let pc = Int(threads[slot])
                let argument = arguments[pc]
                let accepts = switch operations[pc] {
                case .literal: UInt16(truncatingIfNeeded: argument) == consumed
                default: contains(consumed, sets[Int(argument)])
                }
                if accepts, add(Int32(pc + 1), at: position, to: nextThreads, count: &nextCount) { return true }
            }
            swap(&threads, &nextThreads)
            threadCount = nextCount
        }
    }

    /// Follows splits, jumps and assertions from `start` at `position`, putting each unit-consuming instruction
    /// reached into `list`; true as soon as `match` is reached.
    @inline(__always)
    private func add(
        _ start: Int32, at position: Position, to list: UnsafeMutableBufferPointer<Int32>, count: inout Int
    ) -> Bool {
        let stamp = position.stamp
        var depth = 0
        var pc = Int(start)
        while true {
            // Walk the chain of next instructions, leaving each split's other branch on the stack.
            if seen[pc] != stamp {
                seen[pc] = stamp
                switch operations[pc] {
                case .literal, .set:
                    list[count] = Int32(pc)
                    count += 1
                case .split:
                    let other = Int(arguments[pc])
                    if seen[other] != stamp {
                        stack[depth] = Int32(other)
                        depth += 1
                    }
                    pc += 1
                    continue
                case .jump:
                    pc = Int(arguments[pc])
                    continue
                case .match:
                    return true
                case let assertion:
                    if position.holds(assertion) {
                        pc += 1
                        continue
                    }
                }
            }
            guard depth > 0 else { return false }
            depth -= 1
            pc = Int(stack[depth])
        }
    }

    /// Whether `unit` is in `set`.
    @inline(__always)
    private func contains(_ unit: UInt16, _ set: JSRegexProgram.FlatSet) -> Bool {
        JSRegexCodeUnitSet.contains(
            unit, asciiLow: set.asciiLow, asciiHigh: set.asciiHigh,
            upper: UnsafeBufferPointer(rebasing: upperRanges[Int(set.upperStart)..<Int(set.upperEnd)])
        )
    }

    /// `\w` membership, written out because it is asked at every position.
    @inline(__always)
    private func isWord(_ unit: UInt16?) -> Bool {
        switch unit {
        case (0x30...0x39)?, (0x41...0x5A)?, 0x5F?, (0x61...0x7A)?: true
        default: false
        }
    }
}
