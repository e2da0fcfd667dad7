import ArgumentParser
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

        Examples:
          country-explorer                 # the public API, falling back to the bundled data
          country-explorer --offline       # the bundled data only
          country-explorer --endpoint http://127.0.0.1:4000/graphql --mouse
        """
    )

    @OptionGroup var connection: ConnectionOptions

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
        let transport: any GraphQLTransport
        do {
            transport = try connection.makeTransport(log: { _ in })
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(color: options.color, mouse: options.mouse)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        let runtime = ExplorerRuntime(backend: terminal, loader: DataLoader(client: GraphQLClient(transport: transport)), options: options)
        let status = runtime.run()
        if status != 0 { throw ExitCode(status) }
    }
}
