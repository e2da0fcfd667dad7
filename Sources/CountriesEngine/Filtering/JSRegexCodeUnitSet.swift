/// A set of UTF-16 code units: what one position of a JavaScript regex without the `u` flag can match.
///
/// Without `u`, JavaScript matches code unit by code unit, so a set never holds more than 0...0xFFFF, an astral
/// character is two units, and a negated class is the complement within those 65,536 values.
struct JSRegexCodeUnitSet: Sendable, Hashable {
    /// Membership of 0...63, one bit each.
    private(set) var asciiLow: UInt64 = 0
    /// Membership of 64...127, one bit each.
    private(set) var asciiHigh: UInt64 = 0
    /// Membership above 127: sorted, disjoint, non-adjacent ranges.
    private(set) var upper: [ClosedRange<UInt16>] = []

    /// The empty set.
    init() {}

    /// The union of `ranges`.
    init(_ ranges: [ClosedRange<UInt16>]) {
        var builder = Builder()
        for range in ranges { builder.insert(range) }
        self = builder.set
    }

    /// Whether `unit` is in the set.
    func contains(_ unit: UInt16) -> Bool {
        upper.withUnsafeBufferPointer { Self.contains(unit, asciiLow: asciiLow, asciiHigh: asciiHigh, upper: $0) }
    }

    /// Whether `unit` is in the set these parts describe; `PikeVM` keeps the parts flat, free of reference counting.
    @inline(__always)
    static func contains(
        _ unit: UInt16, asciiLow: UInt64, asciiHigh: UInt64, upper: UnsafeBufferPointer<ClosedRange<UInt16>>
    ) -> Bool {
        if unit < 64 { return asciiLow & (1 << UInt64(unit)) != 0 }
        if unit < 128 { return asciiHigh & (1 << UInt64(unit - 64)) != 0 }
        var low = 0
        var high = upper.count
        while low < high {
            let middle = (low + high) / 2
            if upper[middle].upperBound < unit {
                low = middle + 1
            } else if upper[middle].lowerBound > unit {
                high = middle
            } else {
                return true
            }
        }
        return false
    }

    /// Every unit the set holds, as sorted disjoint ranges.
    var ranges: [ClosedRange<UInt16>] {
        var result: [ClosedRange<UInt16>] = []
        var start: UInt16?
        for unit in UInt16(0)..<128 {
            if contains(unit) {
                if start == nil { start = unit }
            } else if let first = start {
                result.append(first...(unit - 1))
                start = nil
            }
        }
        if let first = start { result.append(first...127) }
        for range in upper {
            if let last = result.last, last.upperBound &+ 1 == range.lowerBound, last.upperBound != .max {
                result[result.count - 1] = last.lowerBound...range.upperBound
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// The units not in the set.
    var inverted: JSRegexCodeUnitSet {
        var complement: [ClosedRange<UInt16>] = []
        var next: UInt32 = 0
        for range in ranges {
            if UInt32(range.lowerBound) > next { complement.append(UInt16(next)...(range.lowerBound - 1)) }
            next = UInt32(range.upperBound) + 1
        }
        if next <= 0xFFFF { complement.append(UInt16(next)...0xFFFF) }
        return JSRegexCodeUnitSet(complement)
    }

    /// Accumulates ranges into a set, merging as it goes.
    struct Builder {
        /// The set built so far.
        private(set) var set = JSRegexCodeUnitSet()

        /// Adds one unit.
        mutating func insert(_ unit: UInt16) {
            insert(unit...unit)
        }

        /// Adds every unit of another set.
        mutating func insert(_ other: JSRegexCodeUnitSet) {
            set.asciiLow |= other.asciiLow
            set.asciiHigh |= other.asciiHigh
            for range in other.upper { insertUpper(range) }
        }

        /// Adds a range of units.
        mutating func insert(_ range: ClosedRange<UInt16>) {
            var unit = range.lowerBound
            while unit < 128, unit <= range.upperBound {
                if unit < 64 { set.asciiLow |= 1 << UInt64(unit) } else { set.asciiHigh |= 1 << UInt64(unit - 64) }
                unit += 1
            }
            if range.upperBound >= 128 { insertUpper(max(range.lowerBound, 128)...range.upperBound) }
        }

        private mutating func insertUpper(_ range: ClosedRange<UInt16>) {
            var merged = range
            var kept: [ClosedRange<UInt16>] = []
            kept.reserveCapacity(set.upper.count + 1)
            for existing in set.upper {
                let touches = UInt32(existing.lowerBound) <= UInt32(merged.upperBound) + 1
                    && UInt32(merged.lowerBound) <= UInt32(existing.upperBound) + 1
                if touches {
                    merged = min(existing.lowerBound, merged.lowerBound)...max(existing.upperBound, merged.upperBound)
                } else {
                    kept.append(existing)
                }
            }
            let index = kept.firstIndex { $0.lowerBound > merged.upperBound } ?? kept.endIndex
            kept.insert(merged, at: index)
            set.upper = kept
        }
    }
}

extension JSRegexCodeUnitSet {
    /// `\d`: the ASCII digits.
    static let digits = JSRegexCodeUnitSet([0x30...0x39])

    /// `\w`: `[A-Za-z0-9_]`; without the `u` and `i` flags JavaScript's word characters are ASCII only.
    static let wordCharacters = JSRegexCodeUnitSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])

    /// `\s`: JavaScript's WhiteSpace and LineTerminator, which include U+FEFF and every Unicode space separator (Zs).
    static let whitespace = JSRegexCodeUnitSet([
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
        0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])

    /// `.` without the `s` flag: any unit but the line terminators `\n`, `\r`, U+2028 and U+2029.
    static let dot = JSRegexCodeUnitSet([0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029]).inverted

    /// `[^]` and the like: every unit.
    static let all = JSRegexCodeUnitSet([0...0xFFFF])
}
