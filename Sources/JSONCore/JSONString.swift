/// JSON string literals written as UTF-8 bytes: the one place strings are escaped, for `JSONWriter` and for the
/// bundled engine's responses.
public enum JSONString {
    /// Appends `string` in quotes, escaping only `"`, `\` and control characters (a short form where JSON has one,
    /// else `\u00XX`) and copying everything else, `/` and non-ASCII text included, in runs.
    public static func append(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for position in 0..<utf8.count {
                let byte = utf8[position]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
                appendEscape(for: byte, to: &bytes)
                runStart = position + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `string` in quotes as `append` does, and escapes as `\uXXXX` too what would drive or reorder a
    /// terminal that shows the text: DEL, the C1 controls (U+009B is a CSI), U+2028 and U+2029, and the
    /// bidirectional embeddings, overrides and isolates. The text reads back the same.
    public static func appendForTerminal(_ string: String, to bytes: inout [UInt8]) {
        guard string.unicodeScalars.contains(where: drivesATerminal) else { return append(string, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
        for scalar in string.unicodeScalars {
            if drivesATerminal(scalar) {
                bytes.append(UInt8(ascii: "\\"))
                appendUnicodeEscape(for: scalar.value, to: &bytes)
            } else if scalar.value < 0x20 || scalar == "\"" || scalar == "\\" {
                appendEscape(for: UInt8(scalar.value), to: &bytes)
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// DEL, a C1 control, a line or paragraph separator, or a bidirectional embedding, override or isolate.
    private static func drivesATerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func appendEscape(for byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22: bytes.append(UInt8(ascii: "\""))
        case 0x5C: bytes.append(UInt8(ascii: "\\"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default: appendUnicodeEscape(for: UInt32(byte), to: &bytes)
        }
    }

    /// Appends `uXXXX` (the backslash is already written) for a scalar of the Basic Multilingual Plane.
    private static func appendUnicodeEscape(for value: UInt32, to bytes: inout [UInt8]) {
        let hexDigits: StaticString = "0123456789abcdef"
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(hexDigits.utf8Start[Int((value >> UInt32(shift)) & 0x0F)])
        }
    }
}
