import TerminalUI
import Testing

/// Colours by name, and as terminals with fewer draw them.
@Suite("Colours: names, 256, 24-bit, and the nearest a terminal has")
struct ColorTests {
    @Test(arguments: [
        ("red", Color.red), ("Cyan", .cyan), ("default", .default), ("color0", .indexed(0)), ("color255", .indexed(255)),
        ("#ff8700", .rgb(red: 255, green: 135, blue: 0)), ("#003366", .rgb(red: 0, green: 0x33, blue: 0x66)),
    ])
    func aNameReadsAsItsColour(name: String, color: Color) {
        #expect(Color(name: name) == color)
    }

    @Test(arguments: ["", "orange", "color256", "color-1", "color+1", "color", "#fff", "#ff87000", "#gg0000", "ff8700"])
    func anythingElseIsNoColour(name: String) {
        #expect(Color(name: name) == nil, "\(name)")
    }

    @Test func aColourATerminalLacksIsTheNearestItHas() {
        let orange = Color.rgb(red: 255, green: 135, blue: 0)
        #expect(orange.reduced(to: .direct) == orange)
        #expect(orange.reduced(to: .indexed) == .indexed(208))
        #expect(orange.reduced(to: .basic) == .yellow)
        #expect(Color.indexed(9).reduced(to: .basic) == .red, "a bright colour is its basic one")
        #expect(Color.indexed(250).reduced(to: .basic) == .white)
        #expect(Color.indexed(17).reduced(to: .basic) == .black, "navy")
        #expect(Color.blue.reduced(to: .basic) == .blue)
    }

    @Test(arguments: [
        (["COLORTERM": "truecolor", "TERM": "xterm"], ColorDepth.direct), (["COLORTERM": "24bit"], .direct),
        (["TERM": "xterm-direct"], .direct), (["TERM": "xterm-256color"], .indexed), (["TERM": "xterm"], .basic), ([:], .basic),
    ])
    func theEnvironmentSaysTheDepth(environment: [String: String], depth: ColorDepth) {
        #expect(ColorDepth(environment: environment) == depth)
    }

    @Test func aStreamGetsTheColoursItsTerminalHas() {
        var buffer = ScreenBuffer(width: 2, height: 1)
        buffer.put("ab", x: 0, y: 0, style: Style(foreground: .rgb(red: 255, green: 135, blue: 0), background: .indexed(17)))
        #expect(buffer.ansiText(depth: .direct) == "\u{1B}[0;38;2;255;135;0;48;5;17mab\u{1B}[0m")
        #expect(buffer.ansiText(depth: .indexed) == "\u{1B}[0;38;5;208;48;5;17mab\u{1B}[0m")
        #expect(buffer.ansiText() == "\u{1B}[0;33;40mab\u{1B}[0m")
    }
}
