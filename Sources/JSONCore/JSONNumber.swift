/// JSON numbers written as UTF-8 bytes: the one place numbers are formatted, for `JSONWriter` and for the
/// bundled engine's values.
public enum JSONNumber {
    /// Appends `number`: `null` when not finite, digits alone when whole and below 9e15, else the shortest text
    /// that reads back to the same Double (as Foundation's JSON encoder writes it).
    public static func append(_ number: Double, to bytes: inout [UInt8]) {
        if !number.isFinite {
            bytes.append(contentsOf: "null".utf8)
        } else if number == number.rounded(), abs(number) < 9e15 {
            append(integer: Int64(number), to: &bytes)
        } else {
            // `description`, less the ".0" it gives whole numbers below 2⁵³.
            let text = number.description
            bytes.append(contentsOf: text.hasSuffix(".0") ? text.utf8.dropLast(2) : text.utf8[...])
        }
    }

    /// Appends the decimal digits of `integer`, with a minus sign when negative.
    public static func append(integer: Int64, to bytes: inout [UInt8]) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        let firstDigit = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[firstDigit...].reverse()
    }
}
