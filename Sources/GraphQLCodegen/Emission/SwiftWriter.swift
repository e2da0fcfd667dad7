/// Builds Swift source line by line, tracking indentation and placing single blank lines between members.
struct SwiftWriter {
    /// The text written so far.
    private(set) var text = ""
    private var level = 0
    private var wantsBlankLine = false
    private var atBlockStart = true

    /// Four spaces per level.
    private static let indentUnit = "    "

    /// Writes one line at the current indentation, preceded by a pending blank line if one was asked for.
    mutating func line(_ content: String) {
        if wantsBlankLine, !atBlockStart, !text.isEmpty {
            text += "\n"
        }
        wantsBlankLine = false
        atBlockStart = false
        text += content.isEmpty ? "\n" : String(repeating: Self.indentUnit, count: level) + content + "\n"
    }

    /// Asks for a blank line before the next line, unless that line opens or closes a block.
    mutating func blankLine() {
        wantsBlankLine = true
    }

    /// Writes a `///` doc comment line.
    mutating func doc(_ text: String) {
        line("/// " + text)
    }

    /// Writes `opener {`, the indented body, then `}`.
    mutating func block(_ opener: String, _ body: (inout SwiftWriter) -> Void) {
        line(opener + " {")
        level += 1
        atBlockStart = true
        body(&self)
        level -= 1
        wantsBlankLine = false
        line("}")
    }

    /// Writes `body` one level deeper than the current indentation, without braces.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Writes a call-like opener such as `public init(a: A, b: B) {`, one parameter per line when long.
    mutating func signature(_ prefix: String, parameters: [String], suffix: String) {
        let singleLine = prefix + "(" + parameters.joined(separator: ", ") + ")" + suffix
        if level * Self.indentUnit.count + singleLine.count <= Self.lineLimit {
            line(singleLine)
            return
        }
        line(prefix + "(")
        indented { writer in
            for (index, parameter) in parameters.enumerated() {
                writer.line(parameter + (index == parameters.count - 1 ? "" : ","))
            }
        }
        line(")" + suffix)
    }

    /// The longest line `signature` writes on one line.
    static let lineLimit = 120

    /// Writes a multi-line string literal whose lines sit one level deeper than the current indentation.
    mutating func multiLineString(_ opener: String, _ content: String) {
        line(opener + " \"\"\"")
        level += 1
        for contentLine in SwiftLiterals.escapedForMultiLineString(content).split(separator: "\n", omittingEmptySubsequences: false) {
            line(String(contentLine))
        }
        line("\"\"\"")
        level -= 1
    }
}
