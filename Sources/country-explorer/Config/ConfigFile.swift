import Configuration
import Explorer
import Foundation
import Synchronization

/// The config file and the environment, read with swift-configuration: the YAML file at
/// `$XDG_CONFIG_HOME/country-explorer/config.yml` (else `~/.config/…`), then the `COUNTRY_EXPLORER_` variables
/// above it.
struct ConfigFile {
    /// The largest file read; a larger one is a config error.
    static let maxBytes = 65_536

    /// Where a setting came from.
    enum Origin: Sendable, Equatable {
        case file, environment
    }

    /// The settings found, by key, with where each came from; a toggle's value is `true` or `false`.
    private(set) var values: [String: (text: String, origin: Origin)] = [:]
    /// The extra headers, by name, with how to get their values.
    private(set) var headers: [(name: String, source: HeaderSource)] = []
    /// The keys in force: the defaults, with the file's `keys:` over them.
    private(set) var keymap = Keymap.standard
    /// The actions the file binds, with their keys' names, as it says them.
    private(set) var remapping: [(action: String, keys: [String])] = []
    /// The themes the file defines, by name.
    private(set) var themes: [String: ConfigTheme] = [:]
    /// Warnings to say on stderr (a file that others may read, holding how to get a secret).
    private(set) var warnings: [String] = []

    /// How a header's value is had: never written in the file.
    enum HeaderSource: Sendable, Equatable {
        /// The value of an environment variable.
        case environment(String)
        /// The first line a shell command prints.
        case command(String)
    }

    /// The config in force, read once for the explorer and `show`, or why it cannot be used: `ConfigArguments`
    /// refuses that before any command runs, though not before `--help`, which says it instead.
    static let loaded = Result { () throws(ConfigProblem) -> ConfigFile in
        let environment = ProcessInfo.processInfo.environment
        return try ConfigFile(url: path(environment: environment), environment: environment)
    }

    /// The config in force; nil where it cannot be used.
    static var inForce: ConfigFile? {
        try? loaded.get()
    }

    /// The config file `environment` names: `$XDG_CONFIG_HOME/country-explorer/config.yml`, else under `~/.config`;
    /// nil when neither is an absolute path.
    static func path(environment: [String: String]) -> URL? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return URL(fileURLWithPath: config).appendingPathComponent("country-explorer/config.yml")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home).appendingPathComponent(".config/country-explorer/config.yml")
        }
        return nil
    }

    /// Reads the file at `url` (none when it does not exist) and the environment's settings above it.
    init(url: URL?, environment: [String: String]) throws(ConfigProblem) {
        if let url, FileManager.default.fileExists(atPath: url.path) {
            try readFile(url)
        }
        try readEnvironment(environment)
    }

    /// The file's settings.
    private mutating func readFile(_ url: URL) throws(ConfigProblem) {
        let name = url.path
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: Self.maxBytes + 1) ?? Data()
        } catch {
            throw ConfigProblem(source: name, message: "cannot be read: \(error.localizedDescription)")
        }
        guard data.count <= Self.maxBytes else {
            throw ConfigProblem(source: name, message: "is over \(Self.maxBytes) bytes")
        }
        // A file of blank lines and comments (as `config init` writes it) sets nothing; the YAML parser would
        // find no mapping at its top.
        let settingLines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("#") && trimmed != "---" && trimmed != "..."
        }
        guard !settingLines.isEmpty else { return }
        // The snapshot asks, for each key it reads, whether its value is a secret: that is where every key of the
        // file is seen, so that one the config does not know is refused rather than ignored.
        let keys = KeysSeen()
        let snapshot: YAMLSnapshot
        do {
            snapshot = try YAMLSnapshot(
                data: data.bytes, providerName: name,
                parsingOptions: .init(secretsSpecifier: .dynamic { key, _ in
                    keys.keys.withLock { $0.append(key) }
                    return key.hasPrefix("headers.")
                })
            )
        } catch {
            throw ConfigProblem(source: name, message: Self.parserWords(error))
        }
        let found = keys.keys.withLock { $0 }.sorted()
        let known = Set(ConfigOption.all.map(\.key))
        var headerNames: [String] = []
        for key in found where !known.contains(key) {
            let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 2, parts[0] == "keys" {
                remapping.append((parts[1], try Self.names(AbsoluteConfigKey(parts), in: snapshot, source: name)))
                continue
            }
            if parts.count == 3, parts[0] == "themes" {
                try readTheme(parts[1], key: parts[2], in: snapshot, source: name)
                continue
            }
            guard parts.count == 3, parts[0] == "headers", ["env", "command"].contains(parts[2]) else {
                throw ConfigProblem(source: name, key: key, message: "unknown key (see `country-explorer config init` for every key)")
            }
            if !headerNames.contains(parts[1]) { headerNames.append(parts[1]) }
        }
        for option in ConfigOption.all where found.contains(option.key) {
            let text = try Self.text(of: option, in: { try snapshot.value(forKey: $0, type: $1) }, source: name, also: themeNames(option))
            values[option.key] = (text, .file)
        }
        for header in headerNames {
            let env = try Self.string(AbsoluteConfigKey(["headers", header, "env"]), in: snapshot, source: name)
            let command = try Self.string(AbsoluteConfigKey(["headers", header, "command"]), in: snapshot, source: name)
            switch (env, command) {
            case (let variable?, nil): headers.append((header, .environment(variable)))
            case (nil, let line?): headers.append((header, .command(line)))
            default:
                throw ConfigProblem(source: name, key: "headers.\(header)", message: "takes env or command, not both")
            }
        }
        do {
            keymap = try Keymap(remapping: remapping)
        } catch {
            throw ConfigProblem(source: name, key: "keys.\(error.action)", message: error.message)
        }
        if !headers.isEmpty, let mode = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.posixPermissions] as? NSNumber,
           mode.intValue & 0o077 != 0 {
            warnings.append("warning: \(name) says how to get a secret and others may read it (chmod 600 \(name))")
        }
    }

    /// The environment's settings, above the file's.
    private mutating func readEnvironment(_ environment: [String: String]) throws(ConfigProblem) {
        let provider = EnvironmentVariablesProvider(environmentVariables: environment)
        for option in ConfigOption.all where environment[option.environmentVariable] != nil {
            let key = AbsoluteConfigKey(["country_explorer", option.key])
            let text = try Self.text(
                of: option, in: { _, type in try provider.value(forKey: key, type: type) }, source: option.environmentVariable, also: themeNames(option)
            )
            values[option.key] = (text, .environment)
        }
    }

    /// The names of the file's themes, which `theme` takes besides the built-in ones.
    private func themeNames(_ option: ConfigOption) -> Set<String> {
        option.key == "theme" ? Set(themes.keys) : []
    }

    /// One key of a theme the file defines: `inherits`, or a role's colours.
    private mutating func readTheme(_ theme: String, key: String, in snapshot: YAMLSnapshot, source: String) throws(ConfigProblem) {
        let path = "themes.\(theme).\(key)"
        guard ThemeName(rawValue: theme) == nil else {
            throw ConfigProblem(source: source, key: "themes.\(theme)", message: "\(theme) is a theme already; give yours another name")
        }
        let names = try Self.names(AbsoluteConfigKey(["themes", theme, key]), in: snapshot, source: source)
        if key == ConfigTheme.baseKey {
            guard names.count == 1, let base = ThemeName(rawValue: names[0]), base != .mono else {
                throw ConfigProblem(source: source, key: path, message: "expected dark or light")
            }
            themes[theme, default: ConfigTheme()].base = base
            return
        }
        guard let role = ThemeRole(rawValue: key) else {
            let roles = ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
            throw ConfigProblem(source: source, key: path, message: "unknown role (\(ConfigTheme.baseKey) or one of \(roles))")
        }
        guard let colors = ConfigTheme.roleColors(names) else {
            throw ConfigProblem(
                source: source, key: path, message: "expected a colour or a list of two (text, background): \(ConfigTheme.colorWords)"
            )
        }
        themes[theme, default: ConfigTheme()].colors[role] = colors
    }

    /// A setting's value as its flag takes it (`true`/`false` for a toggle), checked by the flag's parser; a value
    /// in `also` is taken too.
    private static func text(
        of option: ConfigOption, in lookup: (AbsoluteConfigKey, ConfigType) throws -> LookupResult, source: String, also: Set<String> = []
    ) throws(ConfigProblem) -> String {
        let key = AbsoluteConfigKey([option.key])
        do {
            switch option.kind {
            case .toggle:
                guard case .bool(let value)? = try lookup(key, .bool).value?.content else {
                    throw ConfigProblem(source: source, key: option.key, message: "expected true or false")
                }
                return String(value)
            case .value(_, let valid, let example):
                guard case .string(let value)? = try lookup(key, .string).value?.content, valid(value) || also.contains(value) else {
                    throw ConfigProblem(source: source, key: option.key, message: "\(option.summary) (such as \(example))")
                }
                return value
            }
        } catch let problem as ConfigProblem {
            throw problem
        } catch {
            let expected = if case .toggle = option.kind { "expected true or false" } else { option.summary }
            throw ConfigProblem(source: source, key: option.key, message: expected)
        }
    }

    /// A string the snapshot holds at `key`, if any.
    private static func string(_ key: AbsoluteConfigKey, in snapshot: YAMLSnapshot, source: String) throws(ConfigProblem) -> String? {
        do {
            guard case .string(let value)? = try snapshot.value(forKey: key, type: .string).value?.content else { return nil }
            return value
        } catch {
            throw ConfigProblem(source: source, key: key.components.joined(separator: "."), message: "expected a string")
        }
    }

    /// The names a key holds: a list of them, or one (the keys an action is bound to, a role's colours).
    private static func names(_ key: AbsoluteConfigKey, in snapshot: YAMLSnapshot, source: String) throws(ConfigProblem) -> [String] {
        if case .stringArray(let names)? = try? snapshot.value(forKey: key, type: .stringArray).value?.content { return names }
        if case .string(let name)? = try? snapshot.value(forKey: key, type: .string).value?.content { return [name] }
        throw ConfigProblem(source: source, key: key.components.joined(separator: "."), message: "expected a name or a list of names, such as [q, ctrl-c]")
    }

    /// What the YAML parser said, with its line where it gives one.
    private static func parserWords(_ error: any Error) -> String {
        let words = String(describing: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "not YAML"
        return words.isEmpty ? "not YAML" : words
    }
}

/// The keys a snapshot read, told from its parser's thread.
private final class KeysSeen: Sendable {
    let keys = Mutex<[String]>([])
}
