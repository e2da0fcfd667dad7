import Foundation

/// The config's settings as the command line's own options, put before the ones typed: ArgumentParser then parses
/// each as it parses a flag, and the command line's come last, so that they win (a flag above the environment,
/// above the file, above the default).
enum ConfigArguments {
    /// The commands a config applies to, by the words that name them.
    private static let commands = ["explore", "show", "query", "schema download", "cache path", "cache clear"]

    /// Arguments that print something about the command itself, which a config must not change nor break.
    private static let informational: Set<String> = [
        "-h", "--help", "--version", "--generate-completion-script", "--experimental-dump-help",
    ]

    /// `arguments` (without the program's name) with the settings of the config file at `file` and of
    /// `environment` put in, for the command they name; unchanged for `config`, `help` and `--help`-like arguments.
    static func merged(into arguments: [String], file: URL?, environment: [String: String], run: (String) throws -> String)
        throws(ConfigProblem) -> (arguments: [String], warnings: [String]) {
        guard !arguments.contains(where: { informational.contains($0) || $0.hasPrefix("--generate-completion") }) else {
            return (arguments, [])
        }
        let (named, depth) = command(of: arguments)
        guard let command = named else { return (arguments, []) }
        let config = try ConfigFile(url: file, environment: environment)
        var inserted: [String] = []
        for option in ConfigOption.all where option.commands.contains(command) {
            guard let value = config.values[option.key]?.text else { continue }
            switch option.kind {
            case .value(let flag, _, _):
                inserted += [flag, value]
            case .toggle(let whenTrue, let whenFalse):
                if let flag = value == "true" ? whenTrue : whenFalse { inserted.append(flag) }
            }
        }
        if ConfigOption.connecting.contains(command) {
            for header in config.headers {
                let value = try value(of: header, environment: environment, file: file, run: run)
                inserted += ["--header", "\(header.name): \(value)"]
            }
        }
        return (Array(arguments.prefix(depth)) + inserted + arguments.dropFirst(depth), config.warnings)
    }

    /// The command `arguments` run and how many of its words name it: the explorer when they start with an
    /// option or are empty; nil for the commands that read no config.
    private static func command(of arguments: [String]) -> (String?, Int) {
        guard let first = arguments.first, !first.hasPrefix("-") else { return ("explore", 0) }
        if let second = arguments.dropFirst().first, commands.contains("\(first) \(second)") { return ("\(first) \(second)", 2) }
        return commands.contains(first) ? (first, 1) : (nil, 0)
    }

    /// A header's value from its environment variable or its command's first line.
    private static func value(
        of header: (name: String, source: ConfigFile.HeaderSource), environment: [String: String], file: URL?,
        run: (String) throws -> String
    ) throws(ConfigProblem) -> String {
        let source = file?.path ?? "config"
        switch header.source {
        case .environment(let variable):
            guard let value = environment[variable], !value.isEmpty else {
                throw ConfigProblem(source: source, key: "headers.\(header.name).env", message: "\(variable) is not set")
            }
            return value
        case .command(let line):
            do {
                let output = try run(line)
                return output.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            } catch {
                throw ConfigProblem(source: source, key: "headers.\(header.name).command", message: "\(line): \(error)")
            }
        }
    }
}
