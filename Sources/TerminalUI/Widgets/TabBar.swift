/// A one-row bar of tab labels, left to right with a column between them, the selected one in its own style,
/// and an optional title at the right end.
public struct TabBar: Sendable, Hashable {
    /// The labels, as drawn (any padding included).
    public var labels: [String]
    /// The index of the selected label, if any.
    public var selected: Int?
    /// Text drawn at the right end when it fits after the labels with more than a column between (a program's name).
    public var title: String

    /// Creates a tab bar.
    public init(labels: [String], selected: Int?, title: String = "") {
        self.labels = labels
        self.selected = selected
        self.title = title
    }

    /// The columns each label covers when the bar starts at column `x`, in the labels' order: for mouse clicks.
    public func labelColumns(startingAt x: Int) -> [Range<Int>] {
        var start = x
        return labels.map { label in
            let end = start + DisplayWidth.of(label)
            defer { start = end + 1 }
            return start..<end
        }
    }

    /// Draws the bar in the first row of `rect`: the row filled with `background`, the labels in `selectedStyle` or
    /// `labelStyle`, the title in `titleStyle`.
    public func draw(
        in rect: Rect, background: Style, labelStyle: Style, selectedStyle: Style, titleStyle: Style, into buffer: inout ScreenBuffer
    ) {
        buffer.fill(rect.row(0), style: background)
        var x = rect.x
        let right = rect.x + rect.width
        // Labels wider than the bar are cut at its right edge, never drawn past it.
        for (index, label) in labels.enumerated() where x < right {
            x += buffer.put(label, x: x, y: rect.y, style: index == selected ? selectedStyle : labelStyle, maxWidth: right - x)
            x += 1
        }
        let titleWidth = DisplayWidth.of(title)
        if !title.isEmpty, x + titleWidth < right {
            buffer.put(title, x: right - titleWidth, y: rect.y, style: titleStyle)
        }
    }
}
