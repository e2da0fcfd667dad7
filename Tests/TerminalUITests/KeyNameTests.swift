import TerminalUI
import Testing

/// Keys by the names a config file gives them, and back.
@Suite("Key names")
struct KeyNameTests {
    @Test(arguments: [
        ("q", Key.character("q")), ("Y", .character("Y")), ("?", .character("?")), ("space", .character(" ")),
        ("Enter", .enter), ("esc", .escape), ("Escape", .escape), ("tab", .tab), ("shift-tab", .backTab), ("up", .up),
        ("PgDn", .pageDown), ("del", .delete), ("f1", .function(1)), ("F10", .function(10)), ("ctrl-c", .control("c")),
        ("Ctrl-Q", .control("q")), ("alt-b", .modified(.character("b"), .alt)), ("alt-backspace", .modified(.backspace, .alt)),
        ("shift-f2", .modified(.function(2), .shift)),
    ])
    func aNameReadsAsItsKey(name: String, key: Key) {
        #expect(Key(name: name) == key)
    }

    @Test(arguments: ["", "ctrl-", "ctrl-1", "ctrl-i", "ctrl-m", "f0", "f25", "f05", "hyper-x", "shift-a", "alt-space", "qq", "\t", "\u{7F}"])
    func anythingElseIsNoKey(name: String) {
        #expect(Key(name: name) == nil, "\(name)")
    }

    @Test(arguments: [
        Key.character("q"), .character(" "), .character("?"), .enter, .escape, .backTab, .pageUp, .function(5), .control("w"),
        .modified(.character("f"), .alt), .modified(.backspace, .alt), .modified(.function(2), .shift),
    ])
    func aKeysNameReadsBackAsIt(key: Key) throws {
        let name = try #require(key.name)
        #expect(Key(name: name) == key, "\(name)")
    }
}
