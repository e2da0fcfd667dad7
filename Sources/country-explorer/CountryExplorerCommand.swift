import ArgumentParser

/// `country-explorer`: the terminal explorer, plus scriptable `query` and `schema` subcommands.
@main
struct CountryExplorerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "country-explorer",
        abstract: "Browse the world's countries in your terminal.",
        discussion: """
        With no subcommand it opens the full-screen explorer. `query` runs one GraphQL operation and \
        prints its JSON; `schema download` fetches the API's schema by introspection; `cache path` and \
        `cache clear` show and reset the persistent cache.
        """,
        subcommands: [ExploreCommand.self, QueryCommand.self, SchemaCommand.self, CacheCommand.self],
        defaultSubcommand: ExploreCommand.self
    )
}
