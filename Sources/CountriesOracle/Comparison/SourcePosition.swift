/// Explains an engine's error location that differs from graphql-js's by the units columns are counted in.
///
/// graphql-js counts lines as the spec does (`\r\n`, `\n` and a lone `\r` each end one) and columns in UTF-16 code
/// units, from 1. Two other countings are recognized, so that every disagreement they cause falls in one class:
/// columns in UTF-8 bytes on the right line, and GraphQLSwift's `getLocation`, which takes a UTF-8 offset and
/// subtracts the UTF-16 offsets of line ends from it (so the line itself can be wrong).
enum SourcePosition {
    /// How the engine's location relates to graphql-js's.
    enum Explanation: String {
        case utf8Columns = "columns counted in UTF-8 bytes"
        case mixedUnits = "a UTF-8 offset located among UTF-16 line ends (GraphQLSwift's getLocation)"
    }

    /// A point of the text, by its offsets in each unit.
    private struct Point {
        var utf16 = 0
        var utf8 = 0
        var line = 1
        var lineStartUTF16 = 0
        var lineStartUTF8 = 0
    }

    /// The explanation that maps every one of graphql-js's `theirs` to the engine's `ours`, if one does.
    static func explanation(of ours: [(line: Int, column: Int)], against theirs: [(line: Int, column: Int)], in text: String) -> Explanation? {
        guard ours.count == theirs.count, !ours.isEmpty else { return nil }
        for explanation in [Explanation.utf8Columns, .mixedUnits] {
            let mapped = theirs.map { location($0, in: text, as: explanation) }
            if mapped.count == ours.count, zip(mapped, ours).allSatisfy({ $0?.line == $1.line && $0?.column == $1.column }) {
                return explanation
            }
        }
        return nil
    }

    /// Where `explanation` puts the point graphql-js calls `line`:`column`.
    private static func location(_ location: (line: Int, column: Int), in text: String, as explanation: Explanation) -> (line: Int, column: Int)? {
        guard let point = point(at: location, in: text) else { return nil }
        switch explanation {
        case .utf8Columns:
            return (point.line, point.utf8 - point.lineStartUTF8 + 1)
        case .mixedUnits:
            var line = 1
            var column = point.utf8 + 1
            for lineEnd in lineEndsUTF16(in: text) where lineEnd.start < point.utf8 {
                line += 1
                column = point.utf8 + 1 - lineEnd.end
            }
            return (line, column)
        }
    }

    /// The offsets of graphql-js's `line`:`column` in the text.
    private static func point(at location: (line: Int, column: Int), in text: String) -> Point? {
        var point = Point()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index <= scalars.count {
            if point.line == location.line, point.utf16 - point.lineStartUTF16 + 1 == location.column { return point }
            guard index < scalars.count else { return nil }
            let scalar = scalars[index]
            point.utf16 += scalar.utf16.count
            point.utf8 += scalar.utf8.count
            index += 1
            let endsLine = scalar == "\r" ? !(index < scalars.count && scalars[index] == "\n") : scalar == "\n"
            if endsLine {
                point.line += 1
                point.lineStartUTF16 = point.utf16
                point.lineStartUTF8 = point.utf8
            }
        }
        return nil
    }

    /// The UTF-16 ranges of every line end (`\r\n`, `\n`, `\r`).
    private static func lineEndsUTF16(in text: String) -> [(start: Int, end: Int)] {
        var ends: [(start: Int, end: Int)] = []
        var offset = 0
        var previousWasCR = false
        for unit in text.utf16 {
            if unit == 0x0A, previousWasCR {
                ends[ends.count - 1].end = offset + 1
            } else if unit == 0x0A || unit == 0x0D {
                ends.append((offset, offset + 1))
            }
            previousWasCR = unit == 0x0D
            offset += 1
        }
        return ends
    }
}
