import ArgumentParser
import CountriesEngine
import Foundation
import Glibc

/// `country-explorer`: the terminal explorer, plus `show`, scriptable `query` and `schema`, `cache` and `config`.
@main
struct CountryExplorerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "country-explorer",
        abstract: "Browse the world's countries in your terminal.",
        discussion: """
        With no subcommand it opens the full-screen explorer. `show` prints a country's card; `query` runs one \
        GraphQL operation and prints its JSON; `schema download` fetches the API's schema by introspection; \
        `cache path` and `cache clear` show and reset the persistent cache; `config` shows, checks or writes the \
        config file ($XDG_CONFIG_HOME/country-explorer/config.yml), whose settings, and the COUNTRY_EXPLORER_ \
        variables', apply as if typed before the command line's options. A bad config is exit 78.
        """,
        version: Release.versionLine,
        subcommands: [ExploreCommand.self, ShowCommand.self, QueryCommand.self, SchemaCommand.self, CacheCommand.self, ConfigCommand.self],
        defaultSubcommand: ExploreCommand.self
    )

    /// Parses the command line with the config's settings before it (see `ConfigArguments`), and runs the command;
    /// a bad config is one line on stderr and exit 78, before anything starts.
    static func main() async {
        let environment = ProcessInfo.processInfo.environment
        let merged: (arguments: [String], warnings: [String])
        do {
            merged = try ConfigArguments.merged(
                into: Array(CommandLine.arguments.dropFirst()), file: ConfigFile.path(environment: environment),
                environment: environment, run: ShellCommand.output
            )
        } catch {
            printError(String(describing: error))
            Glibc.exit(ConfigProblem.exitCode.rawValue)
        }
        for warning in merged.warnings { printError(warning) }
        await main(merged.arguments)
    }
}
