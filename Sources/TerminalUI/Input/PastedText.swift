/// A bracketed paste's bytes as text: its escape sequences dropped whole, so that pasted coloured text
/// (`land\e[31m`) reads as `land`, not `land[31m`. Other control characters stay for the reader to judge.
enum PastedText {
    /// `bytes` without their escape sequences: a control sequence (`ESC [`) up to its final byte, a terminal
    /// string (OSC, DCS, APC, PM, SOS) up to its terminator (`ESC \`, or BEL), `ESC O` and its key, and Esc with
    /// its intermediates and final byte. A sequence the paste cuts short is dropped to the paste's end.
    static func withoutEscapeSequences(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == 0x1B else {
                text.append(bytes[index])
                index += 1
                continue
            }
            index = end(ofSequenceAt: index, in: bytes)
        }
        return text
    }

    /// Where the escape sequence that starts at `start` ends (the index after it).
    private static func end(ofSequenceAt start: Int, in bytes: ArraySlice<UInt8>) -> Int {
        guard start + 1 < bytes.endIndex else { return bytes.endIndex }
        switch bytes[start + 1] {
        case 0x5B: // ESC [
            var index = start + 2
            while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.endIndex else { return index }
            // The final byte ends it; a control byte cuts it short and is read as itself.
            return (0x40...0x7E).contains(bytes[index]) ? index + 1 : index
        case 0x5D, 0x50, 0x5F, 0x5E, 0x58: // ESC ] OSC, ESC P DCS, ESC _ APC, ESC ^ PM, ESC X SOS
            var index = start + 2
            while index < bytes.endIndex {
                if bytes[index] == 0x07 { return index + 1 }
                if bytes[index] == 0x1B { return index + 1 < bytes.endIndex && bytes[index + 1] == 0x5C ? index + 2 : index }
                index += 1
            }
            return index
        case 0x4F: // ESC O and its key
            return min(start + 3, bytes.endIndex)
        case 0x20...0x2F: // ESC, intermediates, a final byte: `ESC ( B`
            var index = start + 1
            while index < bytes.endIndex, (0x20...0x2F).contains(bytes[index]) { index += 1 }
            return min(index + 1, bytes.endIndex)
        case 0x30...0x7E:
            return start + 2
        default:
            return start + 1
        }
    }
}
