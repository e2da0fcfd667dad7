import GraphQL

/// Prints input values as graphql-js 16 prints them (`{code: {in: ["JP"]}}`, `{}`), for introspection's
/// `defaultValue` and for messages that quote a value. GraphQLSwift's printer pads objects (`{ code: "JP" }`,
/// and `{  }` when empty).
enum ValuePrinting {
    /// `value` in graphql-js's layout.
    static func print(_ value: any Value) -> String {
        switch value {
        case let variable as Variable: "$" + variable.name.value
        case let number as IntValue: number.value
        case let number as FloatValue: number.value
        case let string as StringValue: string.block == true ? blockQuoted(string.value) : quoted(string.value)
        case let boolean as BooleanValue: boolean.value ? "true" : "false"
        case is NullValue: "null"
        case let enumeration as EnumValue: enumeration.value
        case let list as ListValue: "[" + list.values.map(print).joined(separator: ", ") + "]"
        case let object as ObjectValue:
            "{" + object.fields.map { $0.name.value + ": " + print($0.value) }.joined(separator: ", ") + "}"
        default: GraphQL.print(ast: value)
        }
    }

    /// graphql-js's `printString`: control characters, `"` and `\` escaped, everything else as it is.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x08: result += "\\b"
            case 0x09: result += "\\t"
            case 0x0A: result += "\\n"
            case 0x0C: result += "\\f"
            case 0x0D: result += "\\r"
            case 0x00...0x1F, 0x7F...0x9F: result += "\\u" + hex4(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// graphql-js's `printBlockString`: a block string as it was written in the document, on lines of its own when
    /// it spans several, is long, or ends in a quote or backslash.
    static func blockQuoted(_ text: String) -> String {
        let escaped = text.replacing("\"\"\"", with: "\\\"\"\"")
        let lines = escaped.replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "\r", omittingEmptySubsequences: false) }
        let isWhiteSpace = { (character: Character?) in character == " " || character == "\t" }
        let isSingleLine = lines.count == 1
        let forceLeadingNewLine = lines.count > 1 && lines.dropFirst().allSatisfy { $0.isEmpty || isWhiteSpace($0.first) }
        let hasTrailingTripleQuotes = escaped.hasSuffix("\\\"\"\"")
        let forceTrailingNewLine = (text.hasSuffix("\"") && !hasTrailingTripleQuotes) || text.hasSuffix("\\")
        let multipleLines = !isSingleLine || text.utf16.count > 70 || forceTrailingNewLine || forceLeadingNewLine
            || hasTrailingTripleQuotes
        var result = ""
        if (multipleLines && !(isSingleLine && isWhiteSpace(text.first))) || forceLeadingNewLine { result += "\n" }
        result += escaped
        if multipleLines || forceTrailingNewLine { result += "\n" }
        return "\"\"\"" + result + "\"\"\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
