@testable import Explorer
import Foundation
import TerminalUI
import Testing

/// Whether a cluster has no ASCII spelling: a letter of another script (日, Д, ق), which a C locale shows as `?`.
private func unspellable(_ grapheme: String) -> Bool {
    guard let first = grapheme.unicodeScalars.first, first.properties.isAlphabetic else { return false }
    return !grapheme.decomposedStringWithCompatibilityMapping.unicodeScalars.contains(where: \.isASCII)
}

/// The same keys pressed on a UTF-8 state and an `--ascii` one, each with the real facts and map.
private func pair(width: Int = 100, height: Int = 30, _ keys: [Key]) throws -> (utf8: ScreenBuffer, ascii: ScreenBuffer) {
    var frames: [ScreenBuffer] = []
    for ascii in [false, true] {
        var state = Fixtures.loadedState(width: width, height: height, options: ExplorerOptions(ascii: ascii), worldMap: try Fixtures.realWorldMap())
        _ = state.update(.factsLoaded(try realFacts()))
        state.press(keys)
        frames.append(Fixtures.render(state, now: novemberNoon))
    }
    return (frames[0], frames[1])
}

/// The keys that lead to each screen the explorer draws: lists and panes, a country's screen, its zones and
/// neighbours, a comparison, the continents, the languages, states, the help and the inspector.
private let screens: [(name: String, keys: [Key])] = [
    ("the list and Germany's pane", "germany".map(Key.character)),
    ("Germany's screen", "germany".map(Key.character) + [.enter]),
    ("Japan's screen", "japan".map(Key.character) + [.enter]),
    ("the United States' zones", "united states".map(Key.character) + [.enter, .down, .down, .down, .down, .down, .down, .down, .down, .enter]),
    ("Germany's neighbours", "germany".map(Key.character) + [.enter, .down, .down, .down, .down, .down, .down, .down, .enter]),
    ("France and Germany", "france".map(Key.character) + [.enter, .character(" "), .left, .escape] + "germany".map(Key.character) + [.enter]),
    ("the continents", [.character("2")]),
    ("the languages", [.character("3")]),
    ("Germany's states", "germany".map(Key.character) + [.enter] + "provinces".map(Key.character) + [.enter]),
    ("the help", [.character("?")]),
    ("the inspector", "japan".map(Key.character) + [.function(4)]),
]

@Suite("ASCII wherever ASCII is asked for: a `?` only for what has no ASCII spelling")
struct ASCIIEverywhereTests {
    @Test func theSymbolsTheExplorerWritesHaveASCIISpellings() {
        let spelled: [(String, String)] = [
            ("²", "2"), ("−", "-"), ("…", "."), ("→", ">"), ("←", "<"), ("“", "\""), ("”", "\""), ("‘", "'"), ("’", "'"),
            ("«", "\""), ("‐", "-"), ("‑", "-"), ("°", "o"), ("✓", "*"), ("é", "e"), ("Ａ", "A "),
        ]
        for (symbol, ascii) in spelled {
            #expect(ASCIIOutput.replacement(symbol, columns: DisplayWidth.of(symbol)) == ascii, "\(symbol)")
        }
        #expect(ASCIIOutput.replacement("日", columns: 2) == "??")
        #expect(ASCIIOutput.replacement("Д", columns: 1) == "?")
    }

    @Test(arguments: screens.indices)
    func everyScreenSpellsInASCIIWhatASCIICanSpell(index: Int) throws {
        for (width, height) in [(80, 24), (120, 40)] {
            let (utf8, ascii) = try pair(width: width, height: height, screens[index].keys)
            #expect(ascii.textSnapshot().utf8.allSatisfy { $0 < 0x80 })
            for y in 0..<ascii.height {
                for x in 0..<ascii.width where ascii[x: x, y: y].grapheme == "?" {
                    let original = utf8[x: x, y: y].grapheme
                    guard original != "?", !original.isEmpty else { continue }
                    #expect(unspellable(original), "\(screens[index].name) at \(width)×\(height): `\(original)` became ? on row \(y): \(ascii.row(y))")
                }
            }
        }
    }

    @Test func theAreaAndANegativeOffsetReadInASCII() throws {
        let (_, area) = try pair(["germany".map(Key.character), [.enter]].flatMap { $0 })
        #expect(area.textSnapshot().contains("357,021 km2"), "\(area.textSnapshot())")
        let (_, zones) = try pair(width: 120, height: 40, screens[3].keys)
        #expect(zones.textSnapshot().contains("UTC-5"), "\(zones.textSnapshot())")
    }
}
