@testable import Explorer
import Foundation
import TerminalUI
import Testing

/// The status bar's origin words (`live`, `cached`, `bundled data`, `stale`) in their theme roles' styles, as far as
/// the bar shows them, and plain without colour.
@Suite("The status bar's origin words in their theme's colours")
struct StatusBarColoursTests {
    typealias States = StatusBarStatesTests

    /// The words each origin role marks.
    static let words: [ThemeRole: String] = [
        .originLive: "live", .originCached: "cached", .originBundled: "bundled data", .originStale: "stale",
    ]

    /// The bottom row's cells of `state` drawn at `now`.
    static func barCells(_ state: ExplorerState, now: Date = States.start) -> [Cell] {
        let frame = Fixtures.render(state, now: now)
        return (0..<frame.width).map { frame[x: $0, y: frame.height - 1] }
    }

    /// The stretches of `cells` in `style`, as text.
    static func runs(in cells: [Cell], style: Style) -> [String] {
        var runs: [String] = []
        var inRun = false
        for cell in cells {
            if cell.style == style {
                if !inRun { runs.append("") }
                runs[runs.count - 1] += cell.grapheme
            }
            inRun = cell.style == style
        }
        return runs
    }

    /// A Countries tab whose list and detail came from `origin`, drawn with `options`; their refresh failed when
    /// `failure`.
    static func state(_ origin: DataOrigin, options: ExplorerOptions, failure: String? = nil) -> ExplorerState {
        var state = ExplorerState(width: 100, height: 30, options: options)
        _ = state.update(.key(.resize(width: 100, height: 30)))
        _ = state.update(.loaded(.allCountries, .loaded(Fixtures.payload(for: .allCountries), origin)))
        _ = state.update(.loaded(.countryDetail("AQ"), .loaded(Fixtures.payload(for: .countryDetail("AQ")), origin)))
        if let failure {
            _ = state.update(.loaded(.allCountries, .failed(failure)))
            _ = state.update(.loaded(.countryDetail("AQ"), .failed(failure)))
        }
        state.draw()
        return state
    }

    /// In every state of the documentation's table, at 80, 100 and 120 columns, each origin word the bar shows is
    /// in its role's style, and nothing else is; a word cut short keeps its style on the letters left.
    @Test(arguments: [80, 100, 120])
    func everyStatesOriginWordsAreInTheirRolesStyles(width: Int) throws {
        let theme = Theme(options: ExplorerOptions())
        for row in StatusBarStates.rows.map(\.says) {
            guard let (state, now) = StatusBarTableTests.state(for: row, width: width), state.notice == nil else { continue }
            let cells = Self.barCells(state, now: now)
            let bar = cells.map(\.grapheme).joined()
            for (role, word) in Self.words {
                let runs = Self.runs(in: cells, style: theme[role])
                for run in runs {
                    #expect(word.hasPrefix(run) && !run.isEmpty, "at \(width), \(row): \(run) in \(role)'s style: \(bar)")
                }
                let shown = bar.components(separatedBy: word).count - 1
                #expect(runs.filter { $0 == word }.count == shown, "at \(width), \(row): \(word) \(shown) times, styled \(runs): \(bar)")
            }
        }
    }

    @Test func staleLiveDataSaysBothWordsInTheirStylesAndTheRestInTheBars() {
        let theme = Theme(options: ExplorerOptions())
        let cells = Self.barCells(Self.state(States.live, options: ExplorerOptions(), failure: States.refused))
        #expect(Self.runs(in: cells, style: theme[.originStale]) == ["stale"])
        #expect(Self.runs(in: cells, style: theme[.originLive]) == ["live"])
        #expect(cells.first { $0.grapheme == "1" }?.style == theme[.statusBar], "the host in the bar's own style")
    }

    @Test func aThemeOfOnesOwnColoursTheOriginWords() {
        let navy = Color.rgb(red: 0, green: 0x33, blue: 0x66)
        let options = ExplorerOptions(roleColors: [.originCached: RoleColors(foreground: .white, background: navy)])
        let cells = Self.barCells(Self.state(States.cached, options: options))
        let cached = cells.filter { $0.style.background == navy }.map(\.grapheme).joined()
        #expect(cached == "cached")
        #expect(cells.filter { $0.style.background == navy }.allSatisfy { $0.style.foreground == .white })
    }

    /// Light and dark: each origin word's text stands out of its background, and the light theme writes no pale
    /// text on a light background.
    @Test(arguments: [ThemeName.dark, .light])
    func theOriginWordsAreLegible(theme name: ThemeName) {
        let theme = Theme(options: ExplorerOptions(theme: name))
        let pale: Set<Color> = [.yellow, .cyan, .white, .default]
        for role in Self.words.keys {
            let style = theme[role]
            #expect(style.foreground != style.background, "\(name) \(role): \(style)")
            #expect(style.background != .default, "\(name) \(role) stands out of the bar: \(style)")
            if name == .light, style.background == .white { #expect(!pale.contains(style.foreground), "\(role): \(style)") }
            if [.yellow, .cyan, .white, .green].contains(style.background) {
                #expect(style.foreground == .black, "\(name) \(role): dark text on a light background: \(style)")
            }
        }
    }

    @Test func withoutColourTheBarIsOneStyle() {
        for options in [ExplorerOptions(theme: .mono), ExplorerOptions(color: false, roleColors: [.originStale: RoleColors(background: .red)])] {
            let cells = Self.barCells(Self.state(States.live, options: options, failure: States.refused))
            #expect(Set(cells.map(\.style)) == [Style(reverse: true)], "\(options)")
        }
    }
}
