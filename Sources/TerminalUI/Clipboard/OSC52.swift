/// The terminal's clipboard through OSC 52 (`ESC ] 52 ; c ; base64 BEL`), as lazygit and neovim use it: it
/// reaches the local clipboard over SSH, and tmux keeps it in its paste buffer (with `set-clipboard on`).
public enum OSC52 {
    /// The most text one copy carries, in UTF-8 bytes: its base64 is 133,336 bytes, within what xterm, kitty and
    /// tmux accept in one sequence.
    public static let maxBytes = 100_000

    /// The sequence that puts `text` on the clipboard; nil when it is longer than `maxBytes`.
    public static func sequence(copying text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count <= maxBytes else { return nil }
        return "\u{1B}]52;c;" + base64(bytes) + "\u{07}"
    }

    /// RFC 4648 base64 with padding.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
            for position in 0..<4 {
                output.append(position <= chunk.count ? alphabet[Int(value >> (18 - 6 * UInt32(position)) & 63)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
