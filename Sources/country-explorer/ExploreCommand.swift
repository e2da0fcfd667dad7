import ArgumentParser
import CountriesService
import Explorer
import ExplorerApp
import Foundation
import GraphQLClient
import TerminalCurses

/// Opens the full-screen explorer.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Open the full-screen explorer (the default).",
        discussion: """
        Type to search, arrows to move, Enter to open, Esc to go back, Tab or 1/2/3 to switch tabs, \
        ? for every key, Ctrl-C to quit. Colours follow NO_COLOR; logs never go to the screen.

        Offline-first: it paints at once from the persistent cache (or else the bundled data), refreshes \
        from the endpoint in the background, and keeps working when the network goes away. The status bar \
        says where the data came from: live, cached 3 h ago, or bundled data. Ctrl-R refreshes from the network.

        Examples:
          country-explorer                 # the public API, falling back to the bundled data
          country-explorer --offline       # no network: the cache, else the bundled data
          country-explorer --no-cache      # nothing kept on disk
          country-explorer --endpoint http://127.0.0.1:4000/graphql --mouse
        """
    )

    @OptionGroup var connection: ConnectionOptions

    @OptionGroup var cache: CacheOptions

    @Flag(help: "No colours (as does the NO_COLOR environment variable); the selection stays in reverse video.")
    var noColor = false

    @Flag(help: "Show country codes instead of flag emoji, for terminals without emoji.")
    var ascii = false

    @Flag(help: "Accept mouse clicks (select, click again to open) and the wheel.")
    var mouse = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let colorDisabled = noColor || !(environment["NO_COLOR"] ?? "").isEmpty
        let options = ExplorerOptions(ascii: ascii, color: !colorDisabled, mouse: mouse)
        let service: CountriesService
        do {
            service = try CountriesService()
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        // Cache notices reach the status bar through the loop's inbox, never stderr under the full-screen UI.
        let inbox = MessageInbox()
        let client = GraphQLClient(
            transport: connection.makeTransport(service: service),
            cache: cache.makeCache(endpoint: connection.endpoint, report: { inbox.post(.notice($0)) })
        )
        let bundled = connection.offline
            ? nil : GraphQLClient(transport: EmbeddedTransport(executor: service, reason: DataOrigin.awaitingNetwork))
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(color: options.color, mouse: options.mouse)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        let runtime = ExplorerRuntime(backend: terminal, loader: DataLoader(client: client, bundled: bundled), options: options, inbox: inbox)
        let status = runtime.run()
        if status != 0 { throw ExitCode(status) }
    }
}
