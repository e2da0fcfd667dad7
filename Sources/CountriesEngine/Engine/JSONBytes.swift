import JSONCore

/// Appends the engine's JSON text to a byte array; strings are escaped by `JSONString`, as the client's are.
enum JSONBytes {
    /// Appends `string` as a JSON string literal (see `JSONString`).
    static func appendString(_ string: String, to bytes: inout [UInt8]) {
        JSONString.append(string, to: &bytes)
    }

    /// Appends a JSON string literal for `string`, or `null`.
    static func appendOptionalString(_ string: String?, to bytes: inout [UInt8]) {
        if let string { appendString(string, to: &bytes) } else { appendLiteral("null", to: &bytes) }
    }

    /// Appends ASCII text as it is (punctuation, `null`, `true`, numbers).
    static func appendLiteral(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// The JSON text of a string, as bytes.
    static func string(_ string: String) -> [UInt8] {
        var bytes: [UInt8] = []
        appendString(string, to: &bytes)
        return bytes
    }
}
