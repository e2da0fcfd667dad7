import Foundation

/// Slices definition text and leading comments out of a file by UTF-8 offsets.
enum DefinitionText {
    /// The text between two UTF-8 offsets, with trailing whitespace removed from every line.
    static func slice(_ contents: String, from start: Int, to end: Int) -> String {
        let utf8 = contents.utf8
        let lower = max(0, min(start, utf8.count))
        let upper = max(lower, min(end, utf8.count))
        let bytes = utf8.dropFirst(lower).prefix(upper - lower)
        return String(decoding: bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop(while: \.isWhitespace).reversed()) }
            .joined(separator: "\n")
    }

    /// The UTF-8 offset just past the `}` closing the definition that starts at `start`.
    ///
    /// GraphQLSwift 4.3.0 computes a definition's `loc.end` before parsing its selection set, so the end is
    /// found here instead: the first top-level `}` (outside strings, comments and parentheses) that brings
    /// the brace depth back to zero.
    static func endOfDefinition(in contents: String, from start: Int) -> Int {
        let bytes = Array(contents.utf8)
        var index = max(0, start)
        var braces = 0
        var parentheses = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "#"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "\""):
                index = endOfString(bytes, at: index)
                continue
            case UInt8(ascii: "("): parentheses += 1
            case UInt8(ascii: ")"): parentheses -= 1
            case UInt8(ascii: "{"): braces += 1
            case UInt8(ascii: "}"):
                braces -= 1
                if braces == 0, parentheses == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return bytes.count
    }

    /// The offset just past the string literal (plain or block) starting at `start`.
    private static func endOfString(_ bytes: [UInt8], at start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let isBlock = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (isBlock ? 3 : 1)
        while index < bytes.count {
            if isBlock {
                if bytes[index] == UInt8(ascii: "\\"), index + 3 < bytes.count,
                    bytes[index + 1] == quote, bytes[index + 2] == quote, bytes[index + 3] == quote
                {
                    index += 4
                    continue
                }
                if index + 2 < bytes.count, bytes[index] == quote, bytes[index + 1] == quote, bytes[index + 2] == quote {
                    return index + 3
                }
            } else {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if bytes[index] == quote || bytes[index] == UInt8(ascii: "\n") { return index + 1 }
            }
            index += 1
        }
        return bytes.count
    }

    /// The contiguous `#` comment lines directly above `offset`, joined with spaces; `nil` if there are none.
    static func leadingComment(in contents: String, before offset: Int) -> String? {
        let before = String(decoding: contents.utf8.prefix(max(0, offset)), as: UTF8.self)
        var lines = before.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        var comment: [String] = []
        while let last = lines.last, last.hasPrefix("#") {
            comment.insert(last.dropFirst().trimmingCharacters(in: .whitespaces), at: 0)
            lines.removeLast()
        }
        let joined = comment.filter { !$0.isEmpty }.joined(separator: " ")
        return joined.isEmpty ? nil : joined
    }
}
