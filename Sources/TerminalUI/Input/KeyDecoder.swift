/// Turns the bytes a terminal sends into keys, the way fzf and vim read them: pure, so every sequence is
/// unit-tested without a terminal.
///
/// It knows the sequences of xterm, rxvt, screen and tmux and the Linux console, with modifiers (see
/// `EscapeSequences`). A sequence it does not know is swallowed whole, never split into Esc and text: a control
/// sequence (`ESC [`) of any length up to its final byte, and the strings terminals send (OSC `ESC ]`, DCS `ESC P`,
/// APC `ESC _`, PM `ESC ^`, SOS `ESC X`) up to their terminator, as xterm's parser reads them. Bracketed pastes
/// (`ESC [200~` … `ESC [201~`) become one `.paste` key.
///
/// The decoder never reads a clock: after a feed, `silenceTimeout` says how long the runtime should wait for the
/// next byte, and the runtime reports the silence with `silence(lasting:)`. A lone Esc is told from the start of a
/// sequence that way, and a paste or string whose terminator never comes ends instead of swallowing every key.
public struct KeyDecoder: Sendable {
    /// How long a lone Esc waits for the rest of a sequence (vim's `ttimeoutlen` and fzf use about this).
    public static let escapeTimeout: Duration = .milliseconds(25)
    /// How long a paste or a terminal string may go without a byte before it ends without its terminator.
    public static let unterminatedTimeout: Duration = .milliseconds(500)
    /// The longest paste, in bytes: a paste ends there, and the rest of it, up to its end marker, is dropped.
    public static let maxPasteBytes = 4096
    /// The most bytes of a control sequence read as a key; a longer one is swallowed up to its final byte.
    static let maxSequenceBytes = 32

    /// What the bytes being received belong to.
    private enum Mode: Sendable {
        /// Keys and the start of sequences.
        case keys
        /// A bracketed paste, with its text so far.
        case paste([UInt8])
        /// The rest of a paste that reached `maxPasteBytes`, dropped up to its end marker.
        case pasteOverflow
        /// The parameters of a control sequence past `maxSequenceBytes`, dropped up to its final byte.
        case overlongSequence
        /// An OSC, DCS, APC, PM or SOS string, dropped up to its terminator; OSC may also end with BEL.
        case string(endsAtBell: Bool)
    }

    private var pending: [UInt8] = []
    private var mode = Mode.keys

    /// ESC [201~, the end of a bracketed paste.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    private static let controlC: UInt8 = 0x03

    /// A decoder with nothing pending.
    public init() {}

    /// How long the runtime should wait for another byte before calling `silence(lasting:)`, or nil when nothing
    /// is pending: `escapeTimeout` after a lone Esc or part of a sequence, `unterminatedTimeout` in a paste or a
    /// terminal string.
    public var silenceTimeout: Duration? {
        switch mode {
        case .keys: pending.isEmpty ? nil : Self.escapeTimeout
        case .overlongSequence: Self.escapeTimeout
        case .paste, .pasteOverflow, .string: Self.unterminatedTimeout
        }
    }

    /// Adds bytes and returns every key they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while !pending.isEmpty {
            switch mode {
            case .keys:
                guard let (consumed, key) = decodeOne(pending[...]) else { return keys }
                pending.removeFirst(consumed)
                if let key { keys.append(key) }
            case .paste(let text):
                guard takePaste(text, into: &keys) else { return keys }
            case .pasteOverflow:
                guard dropPasteOverflow() else { return keys }
            case .overlongSequence:
                dropOverlongSequence()
            case .string(let endsAtBell):
                guard dropString(endsAtBell: endsAtBell, into: &keys) else { return keys }
            }
        }
        return keys
    }

    /// Called by the runtime when no byte came for `elapsed` since the last feed. Once `silenceTimeout` has
    /// passed: a lone Esc is Esc, what there is of an unfinished sequence or string is dropped, and a paste without
    /// its end marker ends with the text it has. Before that, nothing changes.
    public mutating func silence(lasting elapsed: Duration) -> [Key] {
        guard let timeout = silenceTimeout, elapsed >= timeout else { return [] }
        defer {
            pending.removeAll()
            mode = .keys
        }
        switch mode {
        case .keys: return pending.allSatisfy { $0 == 0x1B } ? pending.map { _ in .escape } : []
        case .paste(let text): return [Self.pasteKey(text)]
        case .pasteOverflow, .overlongSequence, .string: return []
        }
    }

    /// Moves paste bytes out of `pending` until the end marker or the size limit; true when the paste ended (its
    /// key appended), false when it needs more bytes. A Ctrl-C in a paste is pasted text, which the reader drops.
    private mutating func takePaste(_ text: [UInt8], into keys: inout [Key]) -> Bool {
        var text = text
        let marker = pending.firstRange(of: Self.pasteEnd)
        let contentEnd = marker?.lowerBound ?? pending.count - Self.markerPrefixLength(atEndOf: pending)
        let room = Self.maxPasteBytes - text.count
        if contentEnd > room {
            text.append(contentsOf: pending[..<room])
            pending.removeFirst(room)
            keys.append(Self.pasteKey(text))
            mode = .pasteOverflow
            return true
        }
        text.append(contentsOf: pending[..<contentEnd])
        if let marker {
            pending.removeFirst(marker.upperBound)
            keys.append(Self.pasteKey(text))
            mode = .keys
            return true
        }
        pending.removeFirst(contentEnd)
        mode = .paste(text)
        return false
    }

    /// Drops the rest of an over-long paste up to its end marker; true once it ended.
    private mutating func dropPasteOverflow() -> Bool {
        let marker = pending.firstRange(of: Self.pasteEnd)
        let contentEnd = marker?.lowerBound ?? pending.count - Self.markerPrefixLength(atEndOf: pending)
        guard let marker else {
            pending.removeFirst(contentEnd)
            return false
        }
        pending.removeFirst(marker.upperBound)
        mode = .keys
        return true
    }

    /// How many bytes at the end of `bytes` may be the start of the paste's end marker, kept for the next feed.
    private static func markerPrefixLength(atEndOf bytes: [UInt8]) -> Int {
        (1..<pasteEnd.count).reversed().first { bytes.count >= $0 && bytes.suffix($0).elementsEqual(pasteEnd.prefix($0)) } ?? 0
    }

    /// A paste's key: its text without escape sequences, cut back to the last whole UTF-8 character.
    private static func pasteKey(_ pasted: [UInt8]) -> Key {
        let text = PastedText.withoutEscapeSequences(pasted[...])
        var end = text.count
        // A lead byte whose sequence the limit cut short goes, with its continuation bytes.
        for back in stride(from: 1, through: min(3, text.count), by: 1) where text[text.count - back] & 0xC0 == 0xC0 {
            let length = text[text.count - back] >= 0xF0 ? 4 : text[text.count - back] >= 0xE0 ? 3 : 2
            if length > back { end = text.count - back }
            break
        }
        return .paste(String(decoding: text[..<end], as: UTF8.self))
    }

    /// Drops the parameter and intermediate bytes of an over-long control sequence, and its final byte; another
    /// byte (a control, a character) cuts it short and is read as itself.
    private mutating func dropOverlongSequence() {
        let end = pending.firstIndex { !(0x20...0x3F).contains($0) } ?? pending.count
        if end < pending.count {
            mode = .keys
            pending.removeFirst((0x40...0x7E).contains(pending[end]) ? end + 1 : end)
        } else {
            pending.removeAll()
        }
    }

    /// Drops a terminal string up to its terminator as xterm's VT500 parser does: ST (`ESC \`), BEL for OSC, CAN or
    /// SUB (which cancel it); another Esc also ends it and starts a sequence of its own. A Ctrl-C ends it and is
    /// read, so that quitting always works. True once it ended.
    private mutating func dropString(endsAtBell: Bool, into keys: inout [Key]) -> Bool {
        let terminator = pending.firstIndex { byte in
            byte == 0x1B || byte == 0x18 || byte == 0x1A || byte == Self.controlC || (endsAtBell && byte == 0x07)
        }
        guard let terminator else {
            pending.removeAll()
            return false
        }
        switch pending[terminator] {
        case 0x1B:
            guard terminator + 1 < pending.count else {
                pending.removeFirst(terminator)
                return false
            }
            pending.removeFirst(pending[terminator + 1] == 0x5C ? terminator + 2 : terminator)
        case Self.controlC:
            pending.removeFirst(terminator + 1)
            keys.append(.control("c"))
        default:
            pending.removeFirst(terminator + 1)
        }
        mode = .keys
        return true
    }

    /// Decodes the key at the start of `bytes`: how many bytes it took and the key (nil for bytes that mean
    /// nothing and are dropped), or nil when more bytes are needed.
    private mutating func decodeOne(_ bytes: ArraySlice<UInt8>) -> (Int, Key?)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return decodeEscape(bytes)
        case 0x00..<0x20, 0x7F: return (1, Self.controlKey(first))
        case 0x20..<0x7F: return (1, .character(Character(Unicode.Scalar(first))))
        default: return decodeUTF8(bytes).map { ($0.0, $0.1.map(Key.character)) }
        }
    }

    /// An escape sequence, the start of a terminal string, Alt with a key, or (once silence follows) Esc.
    private mutating func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Int, Key?)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let second = bytes[start + 1]
        switch second {
        case 0x5B: // ESC [
            guard let (length, sequence) = Self.controlSequence(bytes) else { return nil }
            switch sequence {
            case .pasteStart: mode = .paste([])
            case .overlong: mode = .overlongSequence
            default: return (length, sequence.key)
            }
            return (length, nil)
        case 0x5D, 0x50, 0x5F, 0x5E, 0x58: // ESC ] OSC, ESC P DCS, ESC _ APC, ESC ^ PM, ESC X SOS
            mode = .string(endsAtBell: second == 0x5D)
            return (2, nil)
        case 0x4F: // ESC O
            guard bytes.count >= 3 else { return nil }
            // xterm's old form puts a modifier digit before the final byte: ESC O 5 P.
            if (0x30...0x39).contains(bytes[start + 2]) {
                guard bytes.count >= 4 else { return nil }
                let modifiers = KeyModifiers(rawValue: Int(bytes[start + 2] - 0x30) - 1)
                return (4, EscapeSequences.ss3(bytes[start + 3]).map { EscapeSequences.applying(modifiers, to: $0) })
            }
            return (3, EscapeSequences.ss3(bytes[start + 2]))
        case 0x1B: // ESC ESC [A: rxvt's Alt with a special key; ESC ESC alone: two Escs, told apart by time.
            guard bytes.count >= 3 else { return nil }
            guard bytes[start + 2] == 0x5B || bytes[start + 2] == 0x4F else { return (1, .escape) }
            guard let (length, key) = decodeEscape(bytes.dropFirst()) else { return nil }
            return (length + 1, key.map { EscapeSequences.applying(.alt, to: $0) })
        case 0x00..<0x20, 0x7F:
            return (2, Self.controlKey(second).map { .modified($0, .alt) })
        case 0x20..<0x7F:
            return (2, .modified(.character(Character(Unicode.Scalar(second))), .alt))
        default:
            guard let (length, character) = decodeUTF8(bytes.dropFirst()) else { return nil }
            return (length + 1, character.map { .modified(.character($0), .alt) })
        }
    }

    /// A control sequence `ESC [ params intermediates final`: its length and what it is, or nil when incomplete.
    static func controlSequence(_ bytes: ArraySlice<UInt8>) -> (Int, ControlSequence)? {
        let start = bytes.startIndex
        guard bytes.count >= 3 else { return nil }
        // The Linux console's F1…F5: ESC [ [ A … ESC [ [ E.
        if bytes[start + 2] == 0x5B {
            guard bytes.count >= 4 else { return nil }
            return (4, .linuxFunction(bytes[start + 3]))
        }
        // X10 mouse: ESC [ M and three bytes (button, column, row, each plus 32).
        if bytes[start + 2] == 0x4D {
            guard bytes.count >= 6 else { return nil }
            return (6, .x10Mouse(button: bytes[start + 3], x: bytes[start + 4], y: bytes[start + 5]))
        }
        var index = start + 2
        while index < bytes.endIndex, index - start < maxSequenceBytes {
            let byte = bytes[index]
            switch byte {
            case 0x30...0x3F, 0x20...0x23, 0x25...0x2F:
                index += 1
            case 0x24, 0x40...0x7E: // rxvt ends Shift-modified keys with `$`.
                let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                return (index - start + 1, .standard(parameters: parameters, final: byte))
            default:
                // A control byte inside a sequence: the sequence was cut short; drop what came of it.
                return (index - start, .malformed)
            }
        }
        return index - start >= maxSequenceBytes ? (index - start, .overlong) : nil
    }

    /// One UTF-8 scalar: its length and character (nil for invalid bytes, dropped one at a time), or nil when incomplete.
    private func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> (Int, Character?)? {
        let first = bytes[bytes.startIndex]
        let length = switch first {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
        guard length > 0 else { return (1, nil) }
        guard bytes.count >= length else {
            // Only continuation bytes may follow; anything else makes the scalar invalid now.
            return bytes.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 } ? nil : (1, nil)
        }
        var decoder = UTF8()
        var iterator = bytes.prefix(length).makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return (1, nil) }
        return (length, Character(scalar))
    }

    /// The key of a control byte: Tab, Enter, Backspace, Esc or Ctrl with a letter; nil for the rest.
    static func controlKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x08, 0x7F: .backspace
        case 0x1B: .escape
        case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
        default: nil
        }
    }
}
