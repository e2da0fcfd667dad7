import ArgumentParser
import Foundation

/// `country-explorer config path|check|init`: where the config is read from, whether it is good, a commented one.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show, check or write the config file.",
        discussion: """
        The config file is YAML, at $XDG_CONFIG_HOME/country-explorer/config.yml (else \
        ~/.config/country-explorer/config.yml). It sets what the flags set; COUNTRY_EXPLORER_ variables \
        (COUNTRY_EXPLORER_LANG=fr) set the same above it, and flags win over both. A bad config (a syntax \
        error, an unknown key, a wrong value) is one line naming the file and the key, and exit 78.
        """,
        subcommands: [Path.self, Check.self, Initialize.self, Keys.self]
    )

    /// `config path`: the file read, whether or not it exists.
    struct Path: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "path", abstract: "Print where the config file is read from.")

        func run() throws {
            guard let url = ConfigFile.path(environment: ProcessInfo.processInfo.environment) else {
                printError("error: neither XDG_CONFIG_HOME nor HOME says where the config file is")
                throw ExitCode(2)
            }
            print(url.path)
        }
    }

    /// `config check [FILE]`: the file (and the environment's settings) checked, and each setting with its origin.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check a config file (default: the one read) and the COUNTRY_EXPLORER_ variables; print each setting and where it came from."
        )

        @Argument(help: ArgumentHelp("The file to check.", valueName: "file"))
        var file: String?

        func run() throws {
            let environment = ProcessInfo.processInfo.environment
            let url = file.map { URL(fileURLWithPath: $0) } ?? ConfigFile.path(environment: environment)
            if let file, !FileManager.default.fileExists(atPath: file) {
                printError("config error: \(file): no such file")
                throw ConfigProblem.exitCode
            }
            let config: ConfigFile
            do {
                config = try ConfigFile(url: url, environment: environment)
            } catch {
                printError(String(describing: error))
                throw ConfigProblem.exitCode
            }
            for warning in config.warnings { printError(warning) }
            for option in ConfigOption.all {
                guard let setting = config.values[option.key] else { continue }
                let origin = setting.origin == .file ? url?.path ?? "file" : option.environmentVariable
                print("\(option.key): \(setting.text)  (\(origin))")
            }
            for header in config.headers {
                switch header.source {
                case .environment(let variable): print("headers.\(header.name): from $\(variable)")
                case .command(let line): print("headers.\(header.name): from `\(line)`")
                }
            }
            for (action, names) in config.remapping {
                print("keys.\(action): \(names.joined(separator: ", "))  (\(url?.path ?? "file"))")
            }
            for (name, theme) in config.themes.sorted(by: { $0.key < $1.key }) {
                let roles = theme.colors.keys.map(\.rawValue).sorted().joined(separator: ", ")
                print("themes.\(name): \(theme.base.rawValue)" + (roles.isEmpty ? "" : " with \(roles)") + "  (\(url?.path ?? "file"))")
            }
            printError("\(url?.path ?? "config"): ok")
        }
    }

    /// `config init`: a commented config at the path read, never over an existing one.
    struct Initialize: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init", abstract: "Write a commented config file where it is read from (never over one)."
        )

        func run() throws {
            guard let url = ConfigFile.path(environment: ProcessInfo.processInfo.environment) else {
                printError("error: neither XDG_CONFIG_HOME nor HOME says where the config file goes")
                throw ExitCode(2)
            }
            guard !FileManager.default.fileExists(atPath: url.path) else {
                printError("error: \(url.path) exists; it is left as it is")
                throw ExitCode(1)
            }
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
                )
                guard FileManager.default.createFile(
                    atPath: url.path, contents: Data(ConfigReference.commentedFile.utf8), attributes: [.posixPermissions: 0o600]
                ) else { throw CocoaError(.fileWriteUnknown) }
            } catch {
                printError("error: cannot write \(url.path): \(error.localizedDescription)")
                throw ExitCode(2)
            }
            print(url.path)
        }
    }

    /// `config keys`: every key, and every action `keys:` binds, as docs/config.md's tables, from the config's own
    /// definition and the default keymap.
    struct Keys: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "keys", abstract: "Print every key of the config, and every action its keys: may bind, as Markdown tables."
        )

        func run() {
            print(ConfigReference.markdownTable)
        }
    }
}
