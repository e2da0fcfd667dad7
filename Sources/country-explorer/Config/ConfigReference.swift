import Explorer

/// The config's reference and its commented default file, written from `ConfigOption.all` and the default keymap:
/// docs/config.md holds the first (a test checks it), and `config init` writes the second.
enum ConfigReference {
    /// The Markdown table of every setting: key, environment variable, flag, commands, default, what it does.
    static var markdownTable: String {
        let rows = ConfigOption.all.map { option in
            let commands = option.commands.sorted().joined(separator: ", ")
            return "| `\(option.key)` | `\(option.environmentVariable)` | `\(option.flagText)` | \(commands) | \(option.defaultText) | \(option.summary) |"
        }
        return (["| Key | Environment | Flag | Commands | Default | What it does |", "|---|---|---|---|---|---|"] + rows)
            .joined(separator: "\n") + "\n\n" + actionsTable + "\n\n" + themeKeys
    }

    /// What a theme under `themes:` takes: its base, and its roles.
    private static var themeKeys: String {
        let roles = ThemeRole.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        return "A theme under `themes:` takes `\(ConfigTheme.baseKey)` (dark or light; dark when not given) and the roles \(roles)."
    }

    /// The Markdown table of every action `keys:` may bind: its name, its default keys, and what it does.
    private static var actionsTable: String {
        let rows = Keymap.standard.bindings.map { binding in
            let keys = binding.keys.compactMap(\.name).map { "`\($0)`" }.joined(separator: ", ")
            return "| `\(binding.action.name)` | \(keys) | \(firstClause(of: binding)) |"
        }
        return (["| Action | Default keys | What it does |", "|---|---|---|"] + rows).joined(separator: "\n")
    }

    /// What a binding does, up to its first semicolon outside parentheses: the key table of docs/keys.md says the
    /// rest.
    private static func firstClause(of binding: KeyBinding) -> String {
        guard let details = binding.details else { return binding.summary }
        var depth = 0
        for index in details.indices {
            switch details[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case ";" where depth == 0: return String(details[..<index])
            default: break
            }
        }
        return details
    }

    /// The commented `themes:` section.
    private static let commentedThemes = [
        "# Themes of one's own, which theme may name (theme: ocean): each role (see `country-explorer config keys`)",
        "# takes a colour for its text, or a list of two, its text's and its background's.",
        "# Colours: \(ConfigTheme.colorWords).",
        "# themes:",
        "#   ocean:",
        "#     inherits: dark",
        "#     selection: [black, \"#5fafff\"]",
        "#     match: color214",
    ]

    /// The commented `keys:` section: a few actions at their default keys, in the file's own words.
    private static var commentedKeys: [String] {
        let shown: [Action] = [.quit, .help, .search, .inspect, .refresh]
        return [
            "# Keys: an action (see `country-explorer config keys`) bound to one key or a list of them, in place of its",
            "# default ones. A letter bound to an action acts where no search is being typed and on an empty search (after",
            "# / it is text). Quote ? and other YAML signs. A key bound to two actions at once is refused.",
            "# keys:",
        ] + shown.map { action in
            let names = Keymap.standard.keys(for: action).compactMap(\.name).map { $0.first?.isLetter == true ? $0 : "\"\($0)\"" }
            return "#   \(action.name): [\(names.joined(separator: ", "))]"
        }
    }

    /// The file `config init` writes: every setting commented out at its default or an example, and a header
    /// taken from a command.
    static var commentedFile: String {
        var lines = [
            "# The config of country-explorer; flags win over COUNTRY_EXPLORER_ variables, which win over this file.",
            "# Remove the # before a setting to use it. `country-explorer config check` checks this file.",
            "",
        ]
        for option in ConfigOption.all {
            lines.append("# \(option.summary)")
            switch option.kind {
            case .toggle: lines.append("# \(option.key): \(option.defaultText)")
            case .value(_, _, let example): lines.append("# \(option.key): \(example)")
            }
        }
        lines += [
            "# Extra HTTP headers, each from an environment variable (env) or a command's first line (command); a value",
            "# is never written here.",
            "# headers:",
            "#   Authorization:",
            "#     command: pass show countries",
            "#   X-Api-Key:",
            "#     env: COUNTRIES_API_KEY",
        ] + commentedKeys + commentedThemes
        return lines.joined(separator: "\n") + "\n"
    }
}
