/// A scalar's width by `WidthTable`'s Unicode version: 0, 1 or 2 columns, or unprintable.
enum ScalarClass: UInt8 {
    /// Printable, no column (a combining mark, a joiner, a variation selector).
    case zero = 0
    /// One column.
    case single = 1
    /// Two columns (East Asian Wide and Fullwidth, emoji presentation).
    case double = 2
    /// Not printable: a control, a code point unassigned in that version, a noncharacter, U+2028 or U+2029.
    case unprintable = 3

    /// The columns it takes on screen (unprintable scalars take none).
    var columns: Int {
        self == .unprintable ? 0 : Int(rawValue)
    }

    /// The class of a scalar value: a table lookup in the Basic Multilingual Plane, a binary search above it.
    static func of(_ value: UInt32) -> ScalarClass {
        if value < 0x10000 { return basicPlane[Int(value)] }
        if WidthTable.double.containsScalar(value) { return .double }
        if WidthTable.zero.containsScalar(value) { return .zero }
        return WidthTable.unprintable.containsScalar(value) ? .unprintable : .single
    }

    /// U+0000…U+FFFF, one entry each, built once from `WidthTable` (64 KiB, so text is measured without searching).
    private static let basicPlane: [ScalarClass] = {
        var classes = [ScalarClass](repeating: .single, count: 0x10000)
        for control in Array(0..<0x20) + Array(0x7F..<0xA0) {
            classes[control] = .unprintable
        }
        for (ranges, scalarClass) in [(WidthTable.zero, Self.zero), (WidthTable.double, .double), (WidthTable.unprintable, .unprintable)] {
            for range in ranges where range.lowerBound < 0x10000 {
                for value in range.lowerBound...min(range.upperBound, 0xFFFF) {
                    classes[Int(value)] = scalarClass
                }
            }
        }
        return classes
    }()
}

extension [ClosedRange<UInt32>] {
    /// Whether a value falls in one of these sorted, disjoint ranges (binary search).
    func containsScalar(_ value: UInt32) -> Bool {
        var low = 0
        var high = count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = self[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
