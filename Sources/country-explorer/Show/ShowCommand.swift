import ArgumentParser
import CountriesEngine
import Explorer
import ExplorerApp
import Foundation
import TerminalCurses
import TerminalUI

/// `country-explorer show NAME…`: a country's card on stdout, found by the explorer's own search, then exit.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a country's card (facts and a small map) and exit.",
        discussion: """
        NAME is matched as the explorer's search matches it: a name in any of the schema's languages, a native \
        name, a capital, a code, a flag, an alias (uk, usa, persia). Several words are one name (united kingdom).

        The card holds the flag, name, native name, capital, continent, languages, currency, phone, neighbours, \
        population and area with their sources, the local time and, on a terminal, a small map. To a pipe it is \
        plain text without a map (--map adds it); NO_COLOR and --no-color drop the colours, --ascii (or a locale \
        that is not UTF-8) draws ASCII only, and the width is COLUMNS, else the terminal's, else 80. --json prints \
        the same facts as JSON.

        It asks as the explorer does: the cache first, then the endpoint, then the bundled data; a note on stderr \
        says when the answer came from the cache or the bundled data.

        Exit status: 0 with a card, 1 when NAME names several countries (they are listed) or none (the nearest \
        names are listed), 2 when no data could be had, 64 on a usage error.

        Examples:
          country-explorer show japan
          country-explorer show 🇩🇪 --lang fr
          country-explorer show united kingdom --json
        """
    )

    @Argument(help: ArgumentHelp("The country: a name, a code, a flag or an alias.", valueName: "name"))
    var name: [String]

    @Flag(help: "Print the facts as JSON instead of a card.")
    var json = false

    @Flag(inversion: .prefixedNo, help: "Draw the map (the default on a terminal, not to a pipe).")
    var map: Bool?

    @Flag(help: "No colours (as does the NO_COLOR environment variable).")
    var noColor = false

    @Flag(help: "Draw ASCII only: the country's code for its flag, accents dropped (the default in a locale that is not UTF-8).")
    var ascii = false

    @Option(
        help: ArgumentHelp(ConfigTheme.flagHelp, valueName: "theme"), completion: .list(ThemeName.allValueStrings),
        transform: ConfigTheme.named
    )
    var theme: ConfigTheme?

    @Option(help: ArgumentHelp("The language of countries' names (default: the locale's, else en).", valueName: "code"))
    var lang: NameLanguage?

    @OptionGroup var connection: ConnectionOptions

    @OptionGroup var cache: CacheOptions

    func validate() throws {
        guard !name.joined().trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("Name a country, such as 'country-explorer show japan'.")
        }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let terminal = isatty(STDOUT_FILENO) == 1
        let theme = self.theme ?? ConfigTheme.standard(environment: environment)
        let options = ExplorerOptions(
            ascii: ascii || !CursesTerminal.localeUsesUTF8(),
            color: terminal && !noColor && (environment["NO_COLOR"] ?? "").isEmpty, theme: theme.base, roleColors: theme.colors
        )
        let (language, languageNotice) = (lang ?? NameLanguage.from(environment: environment)).shown(asciiOnly: options.ascii)
        if let languageNotice { printError("note: \(languageNotice)") }
        let service: CountriesEngine
        let loader: DataLoader
        do {
            service = try CountriesEngine()
            let client = try connection.makeClient(
                service: service, cache: cache.makeCache(connection: connection, report: { printError("note: \($0)") })
            )
            loader = DataLoader(client: client, language: language)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        let countries = await loader.fetchOnce(.allCountries)
        guard case .countries(_, let list)? = countries.payload, !list.isEmpty else {
            printError("error: no countries to search: \(Self.failure(countries))")
            throw ExitCode(2)
        }
        let query = name.joined(separator: " ")
        let country: CountrySummary
        switch CountryLookup.find(query, in: list, aliases: BundledAliases.load()) {
        case .found(let found):
            country = found
        case .ambiguous(let candidates):
            printError("'\(query)' names several countries; name one by its code:")
            for candidate in candidates { printError("  \(candidate.code)  \(candidate.name)") }
            throw ExitCode(1)
        case .unknown(let nearest):
            let names = nearest.map { "\($0.name) (\($0.code))" }.joined(separator: ", ")
            printError("No country is called '\(query)'." + (names.isEmpty ? "" : " The nearest names: \(names)."))
            throw ExitCode(1)
        }
        let details = await loader.fetchOnce(.countryDetail(country.code))
        guard case .countryDetail(let found?)? = details.payload else {
            printError("error: no details of \(country.name): \(Self.failure(details))")
            throw ExitCode(2)
        }
        if let note = Self.originNote(details) { printError("note: \(note)") }
        let facts = BundledFacts.load()
        let now = Date()
        if json {
            print(CountryCardJSON(details: found, facts: facts.facts(of: country.code), names: list, now: now).text())
            return
        }
        let drawsMap = map ?? terminal
        let state = ExplorerState(
            card: country.code, countries: countries, details: details, facts: facts, options: options,
            worldMap: drawsMap ? BundledWorldMap.load() : .none
        )
        guard let card = CountryCardView.render(country.code, state: state, width: OutputWidth.columns(environment), now: now, map: drawsMap) else {
            throw ExitCode(2)
        }
        print(options.color ? card.ansiText(depth: ColorDepth(environment: environment)) : card.textSnapshot())
    }

    /// Why a request has no data.
    private static func failure(_ loadable: Loadable) -> String {
        if case .failed(let message) = loadable { return message }
        return "the answer holds none"
    }

    /// Where the answer came from when it is not the network's: the cache's or the bundled data.
    private static func originNote(_ loadable: Loadable) -> String? {
        guard case .loaded(_, let origin) = loadable else { return nil }
        switch origin.kind {
        case .live: return nil
        case .cache: return "answered from the cache"
        case .bundled(.offline): return "offline: answered from the bundled data"
        case .bundled(.awaitingNetwork): return "answered from the bundled data"
        case .bundled(.networkFailed(let reason)): return "\(reason); answered from the bundled data"
        }
    }
}
