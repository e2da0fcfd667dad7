/// A language the schema's `Country.name(lang:)` offers: the explorer shows countries' names in one of them.
public struct NameLanguage: Sendable, Hashable {
    /// The code the schema takes (`fr`).
    public let code: String
    /// The language's English name (`French`), which labels a country's names in other languages.
    public let englishName: String

    private init(_ code: String, _ englishName: String) {
        self.code = code
        self.englishName = englishName
    }

    /// English, the schema's default and the explorer's when nothing else is asked for.
    public static let english = NameLanguage("en", "English")

    /// Every language of `name(lang:)`, in the schema's order.
    public static let all: [NameLanguage] = [
        english, NameLanguage("ru", "Russian"), NameLanguage("es", "Spanish"), NameLanguage("fr", "French"),
        NameLanguage("de", "German"), NameLanguage("ja", "Japanese"), NameLanguage("tr", "Turkish"),
        NameLanguage("pt", "Portuguese"), NameLanguage("fa", "Persian"), NameLanguage("it", "Italian"),
        NameLanguage("zh", "Chinese"), NameLanguage("nl", "Dutch"), NameLanguage("pl", "Polish"),
        NameLanguage("vi", "Vietnamese"),
    ]

    /// The language with this code, in any case (`fr`, `FR`); nil for any other.
    public init?(code: String) {
        let lowered = code.lowercased()
        guard let known = Self.all.first(where: { $0.code == lowered }) else { return nil }
        self = known
    }

    /// The language a POSIX locale name names (`fr_FR.UTF-8`, `pt_BR`, `de@euro`); `C` and `POSIX` are English,
    /// anything else nil.
    public init?(locale: String) {
        if locale == "C" || locale == "POSIX" || locale.hasPrefix("C.") {
            self = .english
            return
        }
        let language = locale.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }
        guard let known = NameLanguage(code: String(language)) else { return nil }
        self = known
    }

    /// The language of the user's locale: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not
    /// empty decides, as POSIX says; English when that names no language of the schema, or none is set.
    public static func from(environment: [String: String]) -> NameLanguage {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return locale.flatMap(NameLanguage.init(locale:)) ?? .english
    }

    /// The languages whose names are written in other letters than Latin ones, which ASCII output cannot show.
    private static let otherScripts: Set<String> = ["ru", "ja", "fa", "zh"]

    /// The language names are shown in where the output is ASCII only (`--ascii`, or a locale that is not UTF-8):
    /// one written in other letters than Latin ones would be rows of `?`, so English instead, with the notice that
    /// says so; in UTF-8, or in Latin letters (their accents dropped), this one.
    public func shown(asciiOnly: Bool) -> (language: NameLanguage, notice: String?) {
        guard asciiOnly, Self.otherScripts.contains(code) else { return (self, nil) }
        return (.english, "\(englishName) names need UTF-8 output: names in English")
    }
}
