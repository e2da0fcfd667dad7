import TerminalUI

extension StatusLine {
    /// Words of the line in a theme role of their own: graphemes, by their offsets.
    struct Mark: Hashable {
        var offsets: Range<Int>
        var role: ThemeRole
    }

    /// Text and its marked words, which keep to their graphemes as the text is joined and cut.
    struct Marked: Hashable {
        private(set) var text = ""
        private(set) var marks: [Mark] = []

        /// Text whose pieces are each marked with their role, or with none.
        init(_ pieces: [(text: String, role: ThemeRole?)]) {
            for piece in pieces { append(piece.text, role: piece.role) }
        }

        /// Adds text at the end, marked with `role` if any.
        mutating func append(_ more: String, role: ThemeRole? = nil) {
            if let role, !more.isEmpty { marks.append(Mark(offsets: text.count..<(text.count + more.count), role: role)) }
            text += more
        }

        /// Adds marked text at the end.
        mutating func append(_ more: Marked) {
            let start = text.count
            text += more.text
            marks += more.marks.map { Mark(offsets: ($0.offsets.lowerBound + start)..<($0.offsets.upperBound + start), role: $0.role) }
        }

        /// Puts unmarked text before.
        mutating func prepend(_ head: String) {
            var joined = Marked([(head, nil)])
            joined.append(self)
            self = joined
        }

        /// Cut to `width` columns with `ellipsis`; the marks keep to the graphemes kept, never the ellipsis.
        func truncated(toWidth width: Int, ellipsis: String) -> Marked {
            let shown = TextLayout.truncate(text, toWidth: width, ellipsis: ellipsis)
            guard shown != text else { return self }
            let kept = 0..<max(0, shown.count - ellipsis.count)
            var cut = Marked([(shown, nil)])
            cut.marks = marks.map { Mark(offsets: $0.offsets.clamped(to: kept), role: $0.role) }.filter { !$0.offsets.isEmpty }
            return cut
        }
    }
}
