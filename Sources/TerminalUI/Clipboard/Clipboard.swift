import Foundation

/// Puts text on the terminal's clipboard.
public protocol Clipboard: Sendable {
    /// Copies `text`.
    func copy(_ text: String)
}

/// The OSC 52 escape sequence, which asks the terminal itself to set its clipboard: it works over SSH and,
/// with `set -g set-clipboard on`, in tmux, which keeps the text in its paste buffer.
public enum OSC52 {
    /// `ESC ] 52 ; c ; <base64> BEL`: set the clipboard (`c`) to `text`.
    public static func sequence(copying text: String) -> String {
        "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
    }
}

/// A clipboard reached by writing OSC 52 to the terminal through `write`.
public struct OSC52Clipboard: Clipboard {
    private let write: @Sendable (String) -> Void

    /// Creates a clipboard that hands each sequence to `write` (the terminal's output).
    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Writes the sequence that copies `text`.
    public func copy(_ text: String) {
        write(OSC52.sequence(copying: text))
    }
}
