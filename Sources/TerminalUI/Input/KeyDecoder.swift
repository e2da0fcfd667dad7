/// Turns the bytes a terminal sends into keys, the way fzf and vim read them: pure, so every sequence is
/// unit-tested without a terminal.
///
/// It knows the sequences of xterm, rxvt, screen and tmux and the Linux console, with modifiers (see
/// `EscapeSequences`). A sequence it does not know is swallowed whole, never split into Esc and text. A lone
/// Esc is told from the start of a sequence by time: when `isWaiting` after a feed, the backend calls `flush()`
/// if nothing more arrives within `escapeTimeout`. Bracketed pastes (`ESC [200~` … `ESC [201~`) become one
/// `.paste` key.
public struct KeyDecoder: Sendable {
    /// How long a lone Esc waits for the rest of a sequence (vim's `ttimeoutlen` and fzf use about this).
    public static let escapeTimeout: Duration = .milliseconds(25)
    /// The longest paste kept, in bytes; the rest of a longer paste is dropped.
    public static let maxPasteBytes = 4096
    /// The longest escape sequence read; a longer one is malformed and swallowed.
    static let maxSequenceBytes = 32

    private var pending: [UInt8] = []
    /// The text of a bracketed paste being received, while one is.
    private var paste: [UInt8]?

    /// A decoder with nothing pending.
    public init() {}

    /// Whether the bytes fed so far end in an incomplete sequence (or a lone Esc) that only more bytes, or
    /// `flush()` after `escapeTimeout`, can finish. A paste in progress is not waiting: it ends with its marker.
    public var isWaiting: Bool {
        paste == nil && !pending.isEmpty
    }

    /// Adds bytes and returns every key they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while !pending.isEmpty {
            if paste != nil {
                guard let key = takePaste() else { break }
                keys.append(key)
                continue
            }
            guard let (consumed, key) = decodeOne(pending[...]) else { break }
            pending.removeFirst(consumed)
            if let key { keys.append(key) }
        }
        return keys
    }

    /// Called when `escapeTimeout` passed with the decoder waiting: a lone Esc is Esc, and what is left of an
    /// unfinished sequence is dropped.
    public mutating func flush() -> [Key] {
        guard isWaiting else { return [] }
        defer { pending.removeAll() }
        if pending.allSatisfy({ $0 == 0x1B }) { return pending.map { _ in .escape } }
        return []
    }

    /// Moves paste bytes out of `pending` until the end marker; returns the paste once it ends.
    private mutating func takePaste() -> Key? {
        let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E] // ESC [201~
        if let range = pending.firstRange(of: end) {
            append(toPaste: pending[..<range.lowerBound])
            pending.removeSubrange(..<range.upperBound)
            let text = String(decoding: paste ?? [], as: UTF8.self)
            paste = nil
            return .paste(text)
        }
        // Keep a tail that may be the start of the end marker.
        let keep = (1..<end.count).reversed().first { pending.count >= $0 && Array(pending.suffix($0)) == Array(end.prefix($0)) } ?? 0
        append(toPaste: pending.dropLast(keep))
        pending.removeFirst(pending.count - keep)
        return nil
    }

    private mutating func append(toPaste bytes: ArraySlice<UInt8>) {
        let room = Self.maxPasteBytes - (paste?.count ?? 0)
        paste?.append(contentsOf: bytes.prefix(max(0, room)))
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

    /// An escape sequence, Alt with a key, or (once flushed) Esc.
    private mutating func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Int, Key?)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let second = bytes[start + 1]
        switch second {
        case 0x5B: // ESC [
            guard let (length, sequence) = Self.controlSequence(bytes) else { return nil }
            if sequence == .pasteStart {
                paste = []
                return (length, nil)
            }
            return (length, sequence.key)
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
                return (index - start + 1, ControlSequence(parameters: parameters, final: byte))
            default:
                // A control byte inside a sequence: the sequence was cut short; drop what came of it.
                return (index - start, .malformed)
            }
        }
        return index - start >= maxSequenceBytes ? (index - start, .malformed) : nil
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
