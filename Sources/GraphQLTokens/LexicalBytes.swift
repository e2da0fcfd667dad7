/// The ASCII bytes GraphQL's lexical grammar gives a meaning to, for the passes that read a document's UTF-8.
extension UInt8 {
    /// A horizontal tab, white space.
    public static let tab = UInt8(ascii: "\t")
    /// A line feed, a line terminator.
    public static let newline = UInt8(ascii: "\n")
    /// A carriage return, a line terminator alone or before a line feed.
    public static let carriageReturn = UInt8(ascii: "\r")
    /// A space, white space.
    public static let space = UInt8(ascii: " ")
    /// A comma, insignificant.
    public static let comma = UInt8(ascii: ",")
    /// `#`, which starts a comment.
    public static let hash = UInt8(ascii: "#")
    /// `"`, which opens and closes strings.
    public static let quote = UInt8(ascii: "\"")
    /// `\`, which starts an escape.
    public static let backslash = UInt8(ascii: "\\")
    /// `.`, of a spread and of a float.
    public static let dot = UInt8(ascii: ".")
    /// `{`.
    public static let openBrace = UInt8(ascii: "{")
    /// `}`.
    public static let closeBrace = UInt8(ascii: "}")
    /// `[`.
    public static let openBracket = UInt8(ascii: "[")
    /// `]`.
    public static let closeBracket = UInt8(ascii: "]")
    /// `(`.
    public static let openParenthesis = UInt8(ascii: "(")
    /// `)`.
    public static let closeParenthesis = UInt8(ascii: ")")
    /// `-`, of a negative number.
    public static let minus = UInt8(ascii: "-")

    /// An ASCII digit.
    public var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    /// A letter, digit or `_`: what names are made of, and numbers mostly.
    public var isNameCharacter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || isDigit || self == UInt8(ascii: "_")
    }

    /// What else a number holds (`-1.5e+3` is one token).
    public var isNumberPunctuation: Bool {
        self == .dot || self == .minus || self == UInt8(ascii: "+")
    }
}
