import Explorer
import Foundation
import TerminalUI
import Testing

/// The themes: dark (the default), light (legible on white), mono, and COLORFGBG's choice between the first two.
@Suite("Themes: dark, light on white, mono, and COLORFGBG")
struct ThemeNameTests {
    @Test(arguments: [
        ("15;0", ThemeName.dark), ("0;15", .light), ("0;7", .light), ("7;0", .dark), ("15;default;0", .dark),
        ("0;default;15", .light), ("12;8", .dark), ("0;9", .light),
    ])
    func colorFGBGPicksDarkOrLight(value: String, theme: ThemeName) {
        #expect(ThemeName.from(colorFGBG: value) == theme, "\(value)")
    }

    @Test(arguments: [nil, "", "default", "0;blue", "0;16"])
    func anUnreadableColorFGBGPicksNone(value: String?) {
        #expect(ThemeName.from(colorFGBG: value) == nil)
    }

    /// Every cell of a frame whose text is drawn on the terminal's own background.
    private static func cellsOnTheBackground(_ frame: ScreenBuffer) -> [Cell] {
        (0..<frame.height).flatMap { y in (0..<frame.width).map { frame[x: $0, y: y] } }
            .filter { $0.grapheme.contains { !$0.isWhitespace } && $0.style.background == .default && !$0.style.reverse }
    }

    @Test func theLightThemeDrawsTheSameFrameInColoursLegibleOnWhite() {
        let dark = Fixtures.render(Fixtures.loadedState(options: ExplorerOptions(theme: .dark)))
        let light = Fixtures.render(Fixtures.loadedState(options: ExplorerOptions(theme: .light)))
        #expect(light.textSnapshot() == dark.textSnapshot(), "the same text, other colours")
        #expect(light != dark, "the colours differ")
        let pale: Set<TerminalUI.Color> = [.yellow, .cyan, .white]
        let illegible = Self.cellsOnTheBackground(light).filter { pale.contains($0.style.foreground) }
        #expect(illegible.isEmpty, "text in yellow, cyan or white on white: \(illegible.prefix(5))")
        #expect(Self.cellsOnTheBackground(dark).contains { pale.contains($0.style.foreground) }, "the dark theme has pale text, which the check would catch")
    }

    @Test func monoDrawsAsNoColourDoes() {
        let mono = Fixtures.render(Fixtures.loadedState(options: ExplorerOptions(theme: .mono)))
        let none = Fixtures.render(Fixtures.loadedState(options: ExplorerOptions(color: false)))
        #expect(mono == none)
    }
}
