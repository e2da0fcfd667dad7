/// What kind of character a grapheme is, for deciding where words start, as fzf does.
enum CharacterClass: Sendable {
    case whitespace
    /// A separator other than whitespace: apostrophe, hyphen, bracket, comma, full stop, …
    case delimiter
    /// A symbol or emoji.
    case symbol
    case lowercase
    case uppercase
    /// A letter without case, as in Chinese, Japanese, Korean, Arabic or Thai.
    case uncasedLetter
    case number

    /// The class of `grapheme`.
    init(_ grapheme: Character) {
        if let ascii = grapheme.asciiValue {
            self.init(ascii: ascii)
        } else if grapheme.isWhitespace {
            self = .whitespace
        } else if SearchText.isSeparator(grapheme) {
            self = .delimiter
        } else if grapheme.isNumber {
            self = .number
        } else if grapheme.isLowercase {
            self = .lowercase
        } else if grapheme.isUppercase {
            self = .uppercase
        } else if grapheme.isLetter {
            self = .uncasedLetter
        } else {
            self = .symbol
        }
    }

    /// The class of the ASCII character `ascii` (the fast path of `init(_:)`).
    private init(ascii: UInt8) {
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): self = .lowercase
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): self = .uppercase
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .number
        case UInt8(ascii: " "), 9...13: self = .whitespace
        default: self = SearchText.isSeparator(ascii: ascii) ? .delimiter : .symbol
        }
    }

    /// Whether this class is part of a word.
    var isWord: Bool {
        switch self {
        case .lowercase, .uppercase, .uncasedLetter, .number: true
        case .whitespace, .delimiter, .symbol: false
        }
    }

    /// The bonus for matching a character of this class that follows one of class `previous`: word starts
    /// after whitespace score most, then after delimiters, then after symbols, then camel humps and digits.
    func bonus(after previous: CharacterClass) -> Int32 {
        if isWord {
            switch previous {
            case .whitespace: return Scoring.boundaryAfterWhitespaceBonus
            case .delimiter: return Scoring.boundaryAfterDelimiterBonus
            case .symbol: return Scoring.boundaryBonus
            case .lowercase, .uppercase, .uncasedLetter, .number: break
            }
        }
        if (previous == .lowercase && self == .uppercase) || (previous != .number && self == .number) {
            return Scoring.camelBonus
        }
        return isWord ? 0 : Scoring.symbolBonus
    }
}
