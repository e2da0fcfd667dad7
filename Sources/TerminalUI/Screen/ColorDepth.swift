/// How many colours a terminal draws: the 8 basic ones, xterm's 256, or any 24-bit one.
public enum ColorDepth: Int, Sendable, Hashable {
    /// The 8 basic colours.
    case basic = 8
    /// xterm's 256.
    case indexed = 256
    /// 24-bit colour.
    case direct = 16_777_216

    /// The depth of a terminal with `colors` colours (terminfo's `colors`, ncurses's `COLORS`).
    public init(colors: Int) {
        self = colors >= ColorDepth.direct.rawValue ? .direct : colors >= 256 ? .indexed : .basic
    }

    /// The depth of a stream's terminal, as the environment says it: 24-bit where `COLORTERM` is `truecolor` or
    /// `24bit` or `TERM` names a direct-colour terminal (`xterm-direct`), 256 where it names a 256-colour one,
    /// else the basic 8.
    public init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") || term.hasSuffix("-direct") {
            self = .direct
        } else if term.contains("256color") {
            self = .indexed
        } else {
            self = .basic
        }
    }
}
