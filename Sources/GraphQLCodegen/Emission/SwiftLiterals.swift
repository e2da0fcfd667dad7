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

    /// `text` as a single-line `"..."` literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
