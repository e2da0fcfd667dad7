/// The config's reference and its commented default file, written from `ConfigOption.all`: docs/config.md holds
/// the first (a test checks it), and `config init` writes the second.
enum ConfigReference {
    /// The Markdown table of every setting: key, environment variable, flag, commands, default, what it does.
    static var markdownTable: String {
        let rows = ConfigOption.all.map { option in
            let commands = option.commands.sorted().joined(separator: ", ")
            return "| `\(option.key)` | `\(option.environmentVariable)` | `\(option.flagText)` | \(commands) | \(option.defaultText) | \(option.summary) |"
        }
        return (["| Key | Environment | Flag | Commands | Default | What it does |", "|---|---|---|---|---|---|"] + rows)
            .joined(separator: "\n")
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
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
