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
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            bytes.append(hexDigits.utf8Start[Int(byte >> 4)])
            bytes.append(hexDigits.utf8Start[Int(byte & 0x0F)])
        }
    }
}
