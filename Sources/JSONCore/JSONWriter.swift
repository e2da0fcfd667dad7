import Foundation

extension JSONValue {
    /// Compact UTF-8 JSON text with object keys sorted, which `init(parsing:)` reads back to an equal value.
    ///
    /// Numbers are written as `JSONNumber` writes them: whole numbers without a fraction, non-finite ones
    /// as `null`, others as the shortest text that reads back to the same Double.
    /// Strings escape only `"`, `\` and control characters; `/` and non-ASCII text are written as they are.
    public var jsonData: Data {
        var writer = JSONWriter()
        writer.write(self)
        return Data(writer.bytes)
    }

    /// Appends the text `jsonData` holds to `bytes`: for a larger text written by hand around the value.
    public func appendJSON(to bytes: inout [UInt8]) {
        var writer = JSONWriter(continuing: &bytes)
        writer.write(self)
        swap(&writer.bytes, &bytes)
    }

    /// The same text indented by two spaces a level, one member or element a line, as people read it: on a
    /// terminal, so strings also escape DEL, C1 controls, line separators and bidirectional controls
    /// (`JSONString.appendForTerminal`).
    public var prettyJSONData: Data {
        var writer = JSONWriter(indentation: 2)
        writer.write(self)
        return Data(writer.bytes)
    }

    /// The text `prettyJSONData` holds, handed to `sink` a piece of about `pieceSize` bytes at a time, so that
    /// a large value is written out without ever being held whole as text.
    public func writePrettyJSON(pieceSize: Int = 1 << 16, to sink: ([UInt8]) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            var writer = JSONWriter(indentation: 2, pieceSize: pieceSize, sink: sink)
            writer.write(self)
            sink(writer.bytes)
        }
    }
}

/// Serialises `JSONValue` trees into UTF-8 JSON text: compact, or indented for people.
struct JSONWriter {
    /// The text written so far.
    fileprivate(set) var bytes: [UInt8] = []
    /// Spaces per nesting level; 0 writes compact text.
    private let indentation: Int
    /// The current nesting level, when indenting.
    private var level = 0
    /// Where the text goes once `pieceSize` bytes of it are written; nil keeps it all in `bytes`.
    private let sink: (([UInt8]) -> Void)?
    /// How many bytes are kept before they go to `sink`.
    private let pieceSize: Int

    /// An empty writer; `indentation` spaces a level, or compact text with 0. With `sink`, the text goes to it a
    /// piece of at least `pieceSize` bytes at a time, and `bytes` holds only what has not gone yet.
    init(indentation: Int = 0, pieceSize: Int = .max, sink: (([UInt8]) -> Void)? = nil) {
        self.indentation = indentation
        self.pieceSize = pieceSize
        self.sink = sink
        bytes.reserveCapacity(sink == nil ? 256 : pieceSize + 256)
    }

    /// A compact writer going on from the text in `bytes`, which it takes (`appendJSON` hands it back).
    fileprivate init(continuing bytes: inout [UInt8]) {
        indentation = 0
        pieceSize = .max
        sink = nil
        swap(&self.bytes, &bytes)
    }

    /// Appends `value`; object members in the order of their keys (Swift `String` order: byte order for ASCII).
    mutating func write(_ value: JSONValue) {
        if let sink, bytes.count >= pieceSize {
            sink(bytes)
            bytes.removeAll(keepingCapacity: true)
        }
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): write(number)
        case .string(let string): write(string)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                startEntry(position)
                write(element)
            }
            endContainer(isEmpty: elements.isEmpty)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                startEntry(position)
                write(member.key)
                if indentation > 0 { append(" : ") } else { bytes.append(UInt8(ascii: ":")) }
                write(member.value)
            }
            endContainer(isEmpty: members.isEmpty)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Before an array element or object member: the comma, and when indenting a new line.
    private mutating func startEntry(_ position: Int) {
        if position > 0 { bytes.append(UInt8(ascii: ",")) }
        guard indentation > 0 else { return }
        if position == 0 { level += 1 }
        newLine()
    }

    /// Before a container's closing bracket: when indenting and it had entries, a new line one level out.
    private mutating func endContainer(isEmpty: Bool) {
        guard indentation > 0, !isEmpty else { return }
        level -= 1
        newLine()
    }

    private mutating func newLine() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * indentation))
    }

    /// Appends a number as `JSONNumber` writes it.
    private mutating func write(_ number: Double) {
        JSONNumber.append(number, to: &bytes)
    }

    /// Appends `string` in quotes, escaped; for people (indented text), safe for a terminal too.
    private mutating func write(_ string: String) {
        if indentation > 0 {
            JSONString.appendForTerminal(string, to: &bytes)
        } else {
            JSONString.append(string, to: &bytes)
        }
    }

    /// Appends ASCII text known at compile time.
    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
