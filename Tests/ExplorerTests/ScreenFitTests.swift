@testable import Explorer
import Foundation
import TerminalUI
import Testing

@Suite("Screens that must fit, empty states, ASCII, monochrome and the cursor")
struct ScreenFitTests {
    @Test func theHelpFits80x24Whole() {
        var state = Fixtures.loadedState(width: 80, height: 24)
        state.press([.character("?")])
        let text = Fixtures.render(state).textSnapshot()
        // The inspector's own keys are in its help (F1 in the inspector), and F4 that opens it is here.
        for binding in Keymap.standard.bindings where binding.condition != .inInspector {
            #expect(text.contains(binding.summary), "\(binding.summary) is shown: \(text)")
        }
        #expect(text.contains("closes this help."), "\(text)")
        #expect(!text.contains("…"), "nothing is cut: \(text)")
    }

    @Test func everyFactOfACountryIsReachableAt40x12() {
        var state = Fixtures.loadedState(width: 40, height: 12)
        state.type("japan")
        state.press([.enter])
        var seen = ""
        for _ in 0..<10 {
            seen += Fixtures.render(state).textSnapshot()
            state.press([.down])
        }
        for fact in ["Native", "日本", "Capital", "Tokyo", "Continent", "Asia", "Phone", "+81", "Currency", "JPY", "Code", "AWS region", "ap-northeast-1", "Japanese", "States and provinces"] {
            #expect(seen.contains(fact), "\(fact)")
        }
    }

    @Test func aLongSearchShowsItsEndAndTheCursorAfterIt() {
        var state = Fixtures.loadedState(width: 40, height: 12)
        let query = "the quick brown fox jumps over the lazy dog 日本語の長い検索"
        state.press([.paste(query)])
        let frame = Fixtures.render(state)
        let header = frame.row(1)
        #expect(header.contains("長い検索▏"), "\(header)")
        #expect(header.contains("/ …"), "\(header)")
        #expect(DisplayWidth.of(header) <= 40)
        let cursor = frame.cursor
        #expect(cursor?.y == 1)
        #expect(cursor.map { frame[x: $0.x, y: 1].grapheme } == "▏")
    }

    @Test func theBreadcrumbDropsItsStartAndKeepsTheScreenInFront() {
        var state = Fixtures.loadedState(width: 40, height: 12)
        state.press([.character("3"), .down, .down, .enter]) // French
        state.press([.enter]) // Canada
        state.press([.down, .down, .enter]) // its continent
        let header = Fixtures.render(state).row(1)
        #expect(header.hasPrefix(" … › "), "\(header)")
        #expect(header.contains(state.breadcrumbLabel(of: state.screen)), "\(header)")
    }

    @Test func zeroResultsSaySoOnce() {
        var state = Fixtures.loadedState()
        state.type("xyz")
        let text = Fixtures.render(state).textSnapshot()
        #expect(text.contains("No country matches 'xyz'"), "\(text)")
    }

    @Test func aCountryWithoutLanguagesOrStatesSaysSo() {
        var state = Fixtures.loadedState()
        state.type("antarctica")
        state.press([.enter])
        let text = Fixtures.render(state).textSnapshot()
        #expect(text.contains("Languages    none recorded"), "\(text)")
        #expect(text.contains("States       none recorded"), "\(text)")
        #expect(text.contains("Subdivisions none recorded"), "\(text)")
        #expect(text.contains("Currency     —"), "a missing currency is — here as in the list: \(text)")
    }

    @Test func asciiCoversBordersSymbolsAndNames() {
        var state = Fixtures.loadedState(options: ExplorerOptions(ascii: true))
        state.type("cote")
        let frame = Fixtures.render(state)
        let text = frame.textSnapshot()
        #expect(text.utf8.allSatisfy { $0 < 0x80 }, "\(text)")
        #expect(text.contains("+- Countries - 1/8"), "\(text)")
        #expect(text.contains("Cote d'Ivoire"), "\(text)")
        var narrow = Fixtures.loadedState(width: 40, height: 12, options: ExplorerOptions(ascii: true))
        narrow.press([.character("3"), .down, .down, .enter, .enter, .down, .down, .enter])
        let header = Fixtures.render(narrow).row(1)
        #expect(header.hasPrefix(" ... > "), "the ellipsis is three dots, the separator >: \(header)")
    }

    @Test func withoutColoursTheSelectionAndTheActiveTabStillShow() {
        let state = Fixtures.loadedState(options: ExplorerOptions(color: false))
        let frame = Fixtures.render(state)
        #expect(frame[x: 2, y: 3].style.reverse, "the selected row")
        #expect(frame[x: 2, y: 0].style.reverse && frame[x: 2, y: 0].style.underline, "the active tab")
        #expect(!frame[x: 2, y: 4].style.reverse)
    }

    @Test func theCursorStaysOnTheSelectedRowOnEveryScreen() {
        var state = Fixtures.loadedState()
        state.press([.down, .down])
        #expect(Fixtures.render(state).cursor == CellPosition(x: 1, y: 5))
        state.press([.character("2"), .down, .down])
        #expect(Fixtures.render(state).cursor == CellPosition(x: 1, y: 5))
        state.press([.enter, .down]) // Asia: Japan, Qatar
        #expect(Fixtures.render(state).cursor == CellPosition(x: 1, y: 4))
        state.press([.character("?")])
        let help = Fixtures.render(state)
        #expect(help.cursor.map { help.row($0.y).contains("Move") } == true, "on the help's first line")
    }
}
