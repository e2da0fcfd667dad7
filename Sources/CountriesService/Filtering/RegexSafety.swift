/// Refuses the regular expressions whose matching time can explode, before they run.
///
/// Swift's `Regex` backtracks and has no match limit, so `(.*)*X` tried on a 40-character name takes longer than
/// any client will wait, and a few such requests stop the server. PCRE2 has match limits, but needs
/// `libpcre2-dev`, which a fresh machine with Swift lacks. So a pattern is only run when its backtracking is
/// provably small:
/// - no quantified group (`*`, `+`, `{n,m}` with m > 1) that holds a quantifier or an alternation: the
///   nested choices are what make `(a+)+`, `(a|aa)+` or `(x+x+)+y` exponential;
/// - no backreferences, recursion or subroutine calls, which no automaton bounds;
/// - at most `maxQuantifiers` quantifiers: `(.*)(.*)(.*)(.*)X` is polynomial, but of degree four;
/// - at most `maxLength` characters.
///
/// Only the structure is judged here, before `Regex` compiles the pattern and refuses any invalid syntax.
enum RegexSafety {
    /// The longest pattern accepted, in characters.
    static let maxLength = 100
    /// The most quantifiers one pattern may use.
    static let maxQuantifiers = 3

    /// Why `pattern` is refused, or nil when it is safe to run.
    static func refusal(of pattern: String) -> String? {
        guard pattern.count <= maxLength else { return "it is longer than \(maxLength) characters" }
        var scanner = PatternScanner(Array(pattern.unicodeScalars))
        return scanner.refusal()
    }
}

/// One pass over a compiled pattern, tracking for each open group whether it holds a quantifier or an alternation.
private struct PatternScanner {
    private struct Group {
        var hasQuantifier = false
        var hasAlternation = false
    }

    /// What a quantifier would apply to.
    private enum Atom {
        case none, single, group(Group), quantified
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var groups = [Group()]
    private var atom = Atom.none
    private var quantifiers = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func refusal() -> String? {
        while let scalar = next() {
            switch scalar {
            case "\\":
                if let refusal = skipEscape() { return refusal }
                atom = .single
            case "[":
                skipClass()
                atom = .single
            case "(":
                if let refusal = openGroup() { return refusal }
            case ")":
                let closed = groups.count > 1 ? groups.removeLast() : Group()
                groups[groups.count - 1].hasQuantifier = groups[groups.count - 1].hasQuantifier || closed.hasQuantifier
                groups[groups.count - 1].hasAlternation = groups[groups.count - 1].hasAlternation || closed.hasAlternation
                atom = .group(closed)
            case "|":
                groups[groups.count - 1].hasAlternation = true
                atom = .none
            case "*", "+", "?":
                if let refusal = quantify(repeats: scalar != "?") { return refusal }
            case "{":
                if let upperBound = boundedRepetition() {
                    if let refusal = quantify(repeats: upperBound > 1) { return refusal }
                } else {
                    atom = .single
                }
            case "^", "$":
                atom = .none
            default:
                atom = .single
            }
        }
        return nil
    }

    private mutating func next() -> Unicode.Scalar? {
        guard index < scalars.count else { return nil }
        defer { index += 1 }
        return scalars[index]
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func quantify(repeats: Bool) -> String? {
        quantifiers += 1
        if quantifiers > RegexSafety.maxQuantifiers {
            return "it has more than \(RegexSafety.maxQuantifiers) quantifiers"
        }
        switch atom {
        case .quantified:
            return "it quantifies a quantifier"
        case .group(let group) where repeats && (group.hasQuantifier || group.hasAlternation):
            return "it repeats a group that holds a quantifier or an alternation, which can backtrack exponentially"
        default:
            break
        }
        // A lazy `?` or possessive `+` belongs to this quantifier.
        if peek() == "?" || peek() == "+" { index += 1 }
        groups[groups.count - 1].hasQuantifier = true
        atom = .quantified
        return nil
    }

    /// Reads `{n}`, `{n,}`, `{,m}` or `{n,m}` after its `{`, returning its upper bound (Int.max when open);
    /// nil, reading nothing, when the brace is a literal.
    private mutating func boundedRepetition() -> Int? {
        var end = index
        while end < scalars.count, scalars[end] != "}" { end += 1 }
        guard end < scalars.count else { return nil }
        let body = String(String.UnicodeScalarView(scalars[index..<end]))
        let bounds = body.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(bounds.count), bounds.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              !body.isEmpty, body != ","
        else { return nil }
        index = end + 1
        guard let upper = bounds.last, !upper.isEmpty else { return Int.max }
        return Int(upper) ?? Int.max
    }

    /// Skips an escape after its backslash; refuses backreferences and subroutine calls.
    private mutating func skipEscape() -> String? {
        guard let escaped = next() else { return nil }
        switch escaped {
        case "1"..."9", "k", "g":
            return "it uses a backreference, which can backtrack without bound"
        case "Q":
            while let scalar = next() {
                if scalar == "\\", peek() == "E" {
                    index += 1
                    break
                }
            }
        case "p", "P", "x", "u", "N", "o":
            if peek() == "{" {
                while let scalar = next(), scalar != "}" {}
            }
        default:
            break
        }
        return nil
    }

    /// Skips a character class after its `[`, nested classes included.
    private mutating func skipClass() {
        var depth = 1
        while depth > 0, let scalar = next() {
            switch scalar {
            case "\\": index += 1
            case "[": depth += 1
            case "]": depth -= 1
            default: break
            }
        }
    }

    /// Opens a group after its `(`; refuses the kinds that recurse, refer back or change how the pattern reads.
    private mutating func openGroup() -> String? {
        atom = .none
        if peek() == "*" { return "it uses a backtracking control verb" }
        if peek() == "?" {
            index += 1
            switch peek() {
            case ":", "=", "!", ">":
                index += 1
            case "<" where peek(1) == "=" || peek(1) == "!":
                index += 2
            case "<", "P":
                while let scalar = next(), scalar != ">" {}
            case "'":
                index += 1
                while let scalar = next(), scalar != "'" {}
            default:
                return readOptions()
            }
        }
        groups.append(Group())
        return nil
    }

    /// Reads inline options after `(?`: `(?i)` sets them, `(?i:` also opens a group; anything else is refused.
    private mutating func readOptions() -> String? {
        while let scalar = peek(), scalar.properties.isAlphabetic || scalar == "-" || scalar == "^" {
            if scalar == "x" { return "it turns on extended syntax" }
            index += 1
        }
        switch next() {
        case ":":
            groups.append(Group())
            return nil
        case ")":
            return nil
        default:
            return "it uses a group construct other than capturing, non-capturing, named, atomic, lookaround or options"
        }
    }
}
