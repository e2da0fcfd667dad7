import ArgumentParser
import CountriesEngine
import Explorer
import ExplorerApp
import Foundation
import GraphQLClient
import TerminalCurses

/// Opens the full-screen explorer.
struct ExploreCommand: ParsableCommand {
    /// The keys in force, from the keymap that drives them and the help screen: the defaults, with the config's
    /// `keys:` over them; the defaults beside a config that cannot be used.
    private static let keymap = ConfigFile.inForce?.keymap ?? .standard

    /// What the help says first beside a config that cannot be used: the help still prints, since it is where one
    /// looks next, but says the config's problem, as starting would, and that the keys are the defaults.
    private static let configProblem: String = {
        guard case .failure(let error) = ConfigFile.loaded else { return "" }
        return "\(error). Until it is fixed the explorer does not start (exit 78), and the keys below are the defaults.\n\n"
    }()

    // ArgumentParser wraps the discussion at the terminal's width with no hanging indent: each example line is at
    // most 60 columns, so that none wraps into the margin.
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Open the full-screen explorer (the default).",
        discussion: """
        \(configProblem)Type to search; after \(keymap.keyName(for: .search)), digits too. A paste is search text only. Colours follow NO_COLOR and the \
        terminal; a locale that is not UTF-8 gets ASCII, as --ascii (one whose name says UTF-8 is UTF-8, installed \
        or not), and there names in Russian, Japanese, Persian or Chinese are shown in English; logs never go to \
        the screen.

        \(keymap.describedSections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n"))

        Countries' names are shown in --lang, else in the language of LC_ALL, LC_MESSAGES or LANG (the first \
        that is set: fr_FR.UTF-8 is French) when it is one of the schema's, else in English; the detail shows \
        the English name beside them, and the search finds a country by its name in every language.

        Exit status: 0 on quit, 2 when it cannot start (no terminal; TERM unset, unknown or without cursor \
        addressing), 64 on a usage error, 78 on a bad config file, 128 + the signal after one (130 SIGINT, \
        129 SIGHUP, 143 SIGTERM).

        Offline-first: it paints at once from the persistent cache (or else the bundled data), refreshes \
        from the endpoint in the background, and keeps working when the network goes away. The status bar \
        says where the data came from: live, cached 3 h ago, or bundled data. \(keymap.keyName(for: .refresh)) refreshes from the network.

        Examples:
          country-explorer
              the public API, falling back to the bundled data
          country-explorer --offline
              no network: the cache, else the bundled data
          country-explorer --no-cache
              nothing kept on disk
          country-explorer --lang fr
              names in French: Allemagne, États-Unis
          country-explorer --endpoint http://127.0.0.1:4000/graphql
              a local countries-server
          country-explorer --mouse
              click a row, a tab, or the breadcrumb to go back
        """
    )

    @OptionGroup var connection: ConnectionOptions

    @OptionGroup var cache: CacheOptions

    @Flag(help: "No colours (as does the NO_COLOR environment variable); the selection stays in reverse video.")
    var noColor = false

    @Flag(help: "Draw ASCII only: country codes for flags, +-| borders, ... and > (the default in a locale that is not UTF-8).")
    var ascii = false

    @Flag(help: "Accept mouse clicks (select, click again to open; on the breadcrumb, go back) and the wheel.")
    var mouse = false

    @Flag(help: "Remember no searches: Ctrl-P and Ctrl-N then move the selection, as ↑ and ↓ do.")
    var noHistory = false

    @Option(
        help: ArgumentHelp(ConfigTheme.flagHelp, valueName: "theme"), completion: .list(ThemeName.allValueStrings),
        transform: ConfigTheme.named
    )
    var theme: ConfigTheme?

    @Option(help: ArgumentHelp(
        "The language of countries' names (default: the locale's, else en).",
        valueName: "code"
    ))
    var lang: NameLanguage?

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let colorDisabled = noColor || !(environment["NO_COLOR"] ?? "").isEmpty
        let theme = self.theme ?? ConfigTheme.standard(environment: environment)
        // A locale that is not UTF-8 (LANG=C, LC_ALL=POSIX) gets ASCII, as --ascii does.
        var options = ExplorerOptions(ascii: ascii || !CursesTerminal.localeUsesUTF8(), color: !colorDisabled, mouse: mouse,
                                      theme: theme.base, roleColors: theme.colors, keymap: ConfigFile.inForce?.keymap ?? .standard)
        let requested = lang ?? NameLanguage.from(environment: environment)
        let (language, languageNotice) = requested.shown(asciiOnly: options.ascii)
        let bundled = BundledStartData()
        // Cache notices reach the status bar through the loop's inbox, never stderr under the full-screen UI.
        let inbox = MessageInbox()
        if let languageNotice { inbox.post(.notice(languageNotice)) }
        let client: GraphQLClient
        let terminal: CursesTerminal
        do {
            let service = try CountriesEngine(trusting: DataLoader.firstScreenDocuments)
            client = try connection.makeClient(
                service: service, cache: cache.makeCache(connection: connection, report: { inbox.post(.notice($0)) })
            )
            // The mono theme draws as NO_COLOR does: curses never starts its colours.
            terminal = try CursesTerminal(color: options.drawsColor, mouse: options.mouse)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        // A monochrome terminal (vt100, xterm-mono) draws as --no-color does: reverse video and underline.
        options.color = terminal.usesColor
        let loader = DataLoader(client: client, language: language, now: WallClock.now)
        let curlTarget = connection.offline ? nil : CurlTarget(endpoint: connection.endpoint.url, headers: connection.headerFields)
        let (aliases, worldMap) = bundled.wait()
        let runtime = ExplorerRuntime(
            backend: terminal, loader: loader, options: options, inbox: inbox, aliases: aliases, worldMap: worldMap,
            collation: LocaleCollation.collation(for: language),
            inspection: Inspection(client: client, loader: loader, curlTarget: curlTarget, now: WallClock.now),
            history: noHistory ? nil : SearchHistoryFile.standard(environment: environment), now: WallClock.now
        )
        let status = runtime.run()
        if status != 0 { throw ExitCode(status) }
    }
}
