import Explorer
import Foundation
import TerminalUI
import Testing

/// A theme of the config file's: colours for roles over a base theme's, which mono and no-colour ignore.
@Suite("Themes of one's own: role colours over dark or light")
struct ThemeColorsTests {
    /// Every cell of a frame.
    private static func cells(_ frame: ScreenBuffer) -> [Cell] {
        (0..<frame.height).flatMap { y in (0..<frame.width).map { frame[x: $0, y: y] } }
    }

    private static let navy = Color.rgb(red: 0, green: 0x33, blue: 0x66)

    @Test func aRolesColoursReplaceTheBaseThemesAndKeepItsAttributes() {
        let colors: [ThemeRole: RoleColors] = [
            .selection: RoleColors(foreground: .white, background: Self.navy), .border: RoleColors(foreground: .indexed(208)),
        ]
        let own = Fixtures.render(Fixtures.loadedState(options: ExplorerOptions(theme: .dark, roleColors: colors)))
        let dark = Fixtures.render(Fixtures.loadedState(options: ExplorerOptions(theme: .dark)))
        #expect(own.textSnapshot() == dark.textSnapshot())
        let cells = Self.cells(own)
        #expect(cells.contains { $0.style.background == Self.navy && $0.style.foreground == .white }, "the selected row")
        #expect(!cells.contains { $0.style.background == .cyan && $0.style.foreground == .black && !$0.style.bold }, "no dark selection left")
        #expect(cells.contains { $0.style.foreground == .indexed(208) && $0.grapheme == "─" }, "the borders")
    }

    @Test func monoAndNoColourIgnoreThem() {
        let colors: [ThemeRole: RoleColors] = [.selection: RoleColors(background: Self.navy)]
        let mono = Fixtures.render(Fixtures.loadedState(options: ExplorerOptions(theme: .mono, roleColors: colors)))
        let none = Fixtures.render(Fixtures.loadedState(options: ExplorerOptions(color: false, roleColors: colors)))
        let plain = Fixtures.render(Fixtures.loadedState(options: ExplorerOptions(color: false)))
        #expect(mono == plain)
        #expect(none == plain)
    }

    @Test func theSeaColoursTheMapsBackgroundUnderTheLandTooAndIsTheTerminalsByDefault() throws {
        let worldMap = try Fixtures.realWorldMap()
        let sea = ExplorerOptions(roleColors: [.mapSea: RoleColors(background: Self.navy)])
        let own = Self.cells(Fixtures.render(Fixtures.loadedState(options: sea, worldMap: worldMap)))
        let land = own.filter(FailedScreensTests.isMap)
        #expect(!land.isEmpty && land.allSatisfy { $0.style.background == Self.navy }, "the land's dots on the sea")
        #expect(own.contains { $0.grapheme == " " && $0.style.background == Self.navy }, "the sea itself")
        let dark = Self.cells(Fixtures.render(Fixtures.loadedState(worldMap: worldMap)))
        #expect(dark.filter(FailedScreensTests.isMap).allSatisfy { $0.style.background == .default })
    }

    @Test func monoStartsNoColours() {
        #expect(!ExplorerOptions(theme: .mono).drawsColor)
        #expect(!ExplorerOptions(color: false, theme: .dark).drawsColor)
        #expect(ExplorerOptions(theme: .light).drawsColor)
    }

    @Test func theInspectorsColoursFollowTheTheme() {
        func inspector(_ options: ExplorerOptions) -> ScreenBuffer {
            var state = InspectorFixtures.onJapan(options: options)
            state.inspect([.function(4)])
            return Fixtures.render(state)
        }
        let pale: Set<Color> = [.yellow, .cyan, .white]
        let onWhite = Self.cells(inspector(ExplorerOptions(theme: .light)))
            .filter { $0.style.background == .default && !$0.style.reverse && pale.contains($0.style.foreground) }
        #expect(onWhite.isEmpty, "pale text on white in the inspector: \(onWhite.prefix(5))")
        let own = inspector(ExplorerOptions(theme: .dark, roleColors: [.keyword: RoleColors(foreground: .indexed(99))]))
        #expect(Self.cells(own).contains { $0.style.foreground == .indexed(99) }, "a keyword: \(own.textSnapshot())")
    }
}
