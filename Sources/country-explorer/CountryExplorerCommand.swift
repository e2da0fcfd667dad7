import ArgumentParser
import CountriesService

/// `country-explorer`: the terminal explorer, plus `show`, scriptable `query` and `schema` and `cache`.
@main
struct CountryExplorerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "country-explorer",
        abstract: "Browse the world's countries in your terminal.",
        discussion: """
        With no subcommand it opens the full-screen explorer. `show` prints a country's card; `query` runs one \
        GraphQL operation and prints its JSON; `schema download` fetches the API's schema by introspection; \
        `cache path` and `cache clear` show and reset the persistent cache.
        """,
        version: Release.versionLine,
        subcommands: [ExploreCommand.self, ShowCommand.self, QueryCommand.self, SchemaCommand.self, CacheCommand.self],
        defaultSubcommand: ExploreCommand.self
    )
}
