import ArgumentParser
import Explorer
import GraphQLClient

/// One setting of the config file: its key (`max_reply_size`; in the environment `COUNTRY_EXPLORER_MAX_REPLY_SIZE`),
/// the flag it stands for, the commands that take it, and what it does. The config file's reference
/// (docs/config.md) and `config init`'s commented file are written from this table.
struct ConfigOption: Sendable {
    /// What the setting holds.
    enum Kind: Sendable {
        /// A value given to `flag`, checked by the flag's own parser (`valid`); `example` shows one.
        case value(flag: String, valid: @Sendable (String) -> Bool, example: String)
        /// A yes or no: `true` adds `whenTrue`, `false` adds `whenFalse` (nil: what the command does anyway).
        case toggle(whenTrue: String?, whenFalse: String?)
    }

    /// The key in the file.
    let key: String
    /// What it holds.
    let kind: Kind
    /// The commands that take it (`explore`, `show`, `query`, `schema download`, `cache path`, `cache clear`).
    let commands: Set<String>
    /// Its default, as the reference says it.
    let defaultText: String
    /// What it does, in a sentence.
    let summary: String

    /// The environment variable that sets it: `COUNTRY_EXPLORER_` and the key in capitals.
    var environmentVariable: String {
        ConfigOption.environmentPrefix + key.uppercased()
    }

    /// What every environment variable of the config starts with.
    static let environmentPrefix = "COUNTRY_EXPLORER_"

    /// The flag it stands for, as the reference names it.
    var flagText: String {
        switch kind {
        case .value(let flag, _, _): flag
        case .toggle(let whenTrue, let whenFalse): [whenTrue, whenFalse].compactMap { $0 }.joined(separator: ", ")
        }
    }
}

extension ConfigOption {
    /// The commands that take every connection option (`--offline`, `--get`, `--header`…) and the cache's.
    static let connecting: Set<String> = ["explore", "show", "query"]

    /// Whether `text` is a value of `Value`, as its flag would parse it.
    private static func parses<Value: ExpressibleByArgument>(_ type: Value.Type) -> @Sendable (String) -> Bool {
        { Value(argument: $0) != nil }
    }

    /// Every setting, in the reference's order.
    static let all: [ConfigOption] = [
        ConfigOption(key: "endpoint", kind: .value(flag: "--endpoint", valid: parses(EndpointURL.self), example: "http://127.0.0.1:4000/graphql"),
                     commands: connecting.union(["schema download", "cache path"]), defaultText: EndpointURL.publicAPI.text,
                     summary: "A Countries-compatible GraphQL endpoint: an http or https URL."),
        ConfigOption(key: "offline", kind: .toggle(whenTrue: "--offline", whenFalse: nil), commands: connecting, defaultText: "false",
                     summary: "Use no network: answer from the cache, else the bundled data."),
        ConfigOption(key: "get", kind: .toggle(whenTrue: "--get", whenFalse: nil), commands: connecting, defaultText: "false",
                     summary: "Send queries as HTTP GET instead of POST."),
        ConfigOption(key: "apq", kind: .toggle(whenTrue: "--apq", whenFalse: nil), commands: connecting, defaultText: "false",
                     summary: "Automatic persisted queries: each document's SHA-256, and the document only when the server asks."),
        ConfigOption(key: "timeout", kind: .value(flag: "--timeout", valid: parses(Seconds<TimeoutBounds>.self), example: "30"),
                     commands: connecting.union(["schema download"]), defaultText: "10",
                     summary: "Seconds a whole request may take: more than 0, at most 3600."),
        ConfigOption(key: "max_reply_size", kind: .value(flag: "--max-reply-size", valid: parses(ByteSize.self), example: "8M"),
                     commands: connecting, defaultText: "4M",
                     summary: "The largest reply accepted: bytes, or with K, M or G."),
        ConfigOption(key: "log", kind: .value(flag: "--log", valid: { !$0.isEmpty }, example: "/tmp/country-explorer.log"),
                     commands: connecting, defaultText: "none",
                     summary: "A file to append one line per HTTP request to (created with mode 0600)."),
        ConfigOption(key: "cache_dir", kind: .value(flag: "--cache-dir", valid: { !$0.isEmpty }, example: "/var/tmp/country-explorer"),
                     commands: connecting.union(["cache path", "cache clear"]), defaultText: "$XDG_CACHE_HOME/country-explorer",
                     summary: "The directory of the persistent cache."),
        ConfigOption(key: "cache", kind: .toggle(whenTrue: nil, whenFalse: "--no-cache"), commands: connecting,
                     defaultText: "true", summary: "Keep the cache on disk; false keeps it in memory for one run."),
        ConfigOption(key: "policy", kind: .value(flag: "--policy", valid: parses(CachePolicy.self), example: "networkFirst"),
                     commands: ["query"], defaultText: "cacheFirst", summary: "query's cache policy, by its current or Apollo 1.x name."),
        ConfigOption(key: "lang", kind: .value(flag: "--lang", valid: parses(NameLanguage.self), example: "fr"),
                     commands: ["explore", "show"], defaultText: "the locale's, else en",
                     summary: "The language of countries' names: one of the schema's 14 codes."),
        ConfigOption(key: "color", kind: .toggle(whenTrue: nil, whenFalse: "--no-color"), commands: ["explore", "show"], defaultText: "true",
                     summary: "Colours; false draws as NO_COLOR does."),
        ConfigOption(key: "ascii", kind: .toggle(whenTrue: "--ascii", whenFalse: nil), commands: ["explore", "show"], defaultText: "false",
                     summary: "Draw ASCII only (the default in a locale that is not UTF-8)."),
        ConfigOption(key: "theme", kind: .value(flag: "--theme", valid: parses(ThemeName.self), example: "light"),
                     commands: ["explore", "show"], defaultText: "COLORFGBG's, else dark",
                     summary: "The colours: dark, light (legible on white), mono, or one of the file's themes."),
        ConfigOption(key: "mouse", kind: .toggle(whenTrue: "--mouse", whenFalse: nil), commands: ["explore"], defaultText: "false",
                     summary: "Accept mouse clicks and the wheel."),
        ConfigOption(key: "history", kind: .toggle(whenTrue: nil, whenFalse: "--no-history"), commands: ["explore"], defaultText: "true",
                     summary: "Remember the last 100 searches for Ctrl-P and Ctrl-N."),
    ]
}
