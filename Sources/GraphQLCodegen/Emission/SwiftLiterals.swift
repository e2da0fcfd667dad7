/// Escaping for text placed inside generated Swift string literals.
enum SwiftLiterals {
    /// `text` made safe inside `"""` literals: backslashes doubled and every run of three or more quotes escaped.
    static func escapedForMultiLineString(_ text: String) -> String {
        var result = ""
        var quoteRun = 0
        func flushQuotes() {
            result += String(repeating: quoteRun >= 3 ? "\\\"" : "\"", count: quoteRun)
            quoteRun = 0
        }
        for character in text {
            if character == "\"" {
                quoteRun += 1
                continue
            }
            flushQuotes()
            result += character == "\\" ? "\\\\" : String(character)
        }
        flushQuotes()
        return result
    }

    /// `text` as a single-line `"..."` literal; control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
