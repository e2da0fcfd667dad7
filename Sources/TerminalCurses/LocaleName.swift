/// What a POSIX locale name says about its characters, read from the name alone, so that a locale that is not
/// installed can still be honoured.
enum LocaleName {
    /// The locale that decides the character type: the first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and
    /// not empty, as POSIX says; nil when none is.
    static func characterType(environment: [String: String]) -> String? {
        ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }

    /// Whether a locale name's codeset is UTF-8 (`fr_FR.UTF-8`, `de_DE.utf8@euro`), in any case, with or without
    /// its hyphen.
    static func namesUTF8(_ name: String) -> Bool {
        guard let dot = name.firstIndex(of: ".") else { return false }
        let codeset = name[name.index(after: dot)...].prefix { $0 != "@" }
        return codeset.lowercased().filter { $0 != "-" } == "utf8"
    }
}
