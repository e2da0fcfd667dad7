extension JSONParser {
    /// Exact powers of ten, 10⁰ through 10²², for the fast path of `parseNumber`.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses a number starting at the next byte (`-` or a digit); numbers too large for a Double are errors.
    ///
    /// Up to 15 significant digits times a power of ten up to 10²² is computed exactly in floating point
    /// (Clinger's fast path); anything else goes through the standard library's correctly rounded conversion.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        var cursor = negative ? index + 1 : index
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        guard cursor < bytes.count, isDigit(bytes[cursor]) else { throw expectedDigit(at: cursor, "after '-'") }
        if bytes[cursor] == UInt8(ascii: "0") {
            cursor += 1
            if cursor < bytes.count, isDigit(bytes[cursor]) { throw error("Leading zeros are not allowed", at: cursor - 1) }
        } else {
            while cursor < bytes.count, isDigit(bytes[cursor]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[cursor] &- UInt8(ascii: "0"))
                significantDigits += 1
                cursor += 1
            }
        }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
            guard cursor < bytes.count, isDigit(bytes[cursor]) else { throw expectedDigit(at: cursor, "after the decimal point") }
            while cursor < bytes.count, isDigit(bytes[cursor]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[cursor] &- UInt8(ascii: "0"))
                significantDigits += 1
                exponent -= 1
                cursor += 1
            }
        }
        if cursor < bytes.count, bytes[cursor] | 0x20 == UInt8(ascii: "e") {
            cursor += 1
            var exponentIsNegative = false
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-") {
                exponentIsNegative = bytes[cursor] == UInt8(ascii: "-")
                cursor += 1
            }
            guard cursor < bytes.count, isDigit(bytes[cursor]) else { throw expectedDigit(at: cursor, "in the exponent") }
            var written = 0
            while cursor < bytes.count, isDigit(bytes[cursor]) {
                // Beyond a million the value is zero or infinite anyway; stop growing so it cannot overflow.
                if written < 1_000_000 { written = written * 10 + Int(bytes[cursor] - UInt8(ascii: "0")) }
                cursor += 1
            }
            exponent += exponentIsNegative ? -written : written
        }
        index = cursor
        if significantDigits <= 15, let magnitude = Self.exactValue(mantissa: mantissa, exponent: exponent) {
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("Number is too large for a Double", at: start) }
        return value
    }

    /// `mantissa × 10^exponent` when both factors are exact Doubles (so one rounding gives the right answer), else nil.
    private static func exactValue(mantissa: UInt64, exponent: Int) -> Double? {
        if mantissa == 0 { return 0 }
        switch exponent {
        case 0...22: return Double(mantissa) * powersOfTen[exponent]
        case -22..<0: return Double(mantissa) / powersOfTen[-exponent]
        default: return nil
        }
    }

    /// Whether `byte` is an ASCII digit.
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// The error for a missing digit at `offset`, `context` saying where one was due.
    private func expectedDigit(at offset: Int, _ context: String) -> JSONSyntaxError {
        offset < bytes.count
            ? error("Expected a digit \(context)", at: offset)
            : error("Unexpected end of input, expected a digit \(context)", at: offset)
    }
}
