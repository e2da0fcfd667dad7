import TerminalUI
import Testing

/// Decodes `bytes` fed at once, then the escape timeout's silence.
private func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.silence(lasting: KeyDecoder.escapeTimeout)
}

private func decode(_ text: String) -> [Key] {
    decode(Array(text.utf8))
}

@Suite("Decoding the bytes terminals send")
struct KeyDecoderTests {
    @Test(arguments: [
        // xterm, tmux and screen (normal and application cursor modes)
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab),
        ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OR", .function(3)), ("\u{1B}OS", .function(4)),
        ("\u{1B}[15~", .function(5)), ("\u{1B}[21~", .function(10)), ("\u{1B}[24~", .function(12)),
        // rxvt
        ("\u{1B}[11~", .function(1)), ("\u{1B}[12~", .function(2)), ("\u{1B}[a", .modified(.up, .shift)),
        ("\u{1B}Od", .modified(.left, .control)), ("\u{1B}[7$", .modified(.home, .shift)), ("\u{1B}[5^", .modified(.pageUp, .control)),
        ("\u{1B}\u{1B}[A", .modified(.up, .alt)),
        // the Linux console
        ("\u{1B}[[A", .function(1)), ("\u{1B}[[B", .function(2)), ("\u{1B}[[E", .function(5)),
        // modifiers, xterm style
        ("\u{1B}[1;2Q", .modified(.function(2), .shift)), ("\u{1B}[1;5C", .modified(.right, .control)),
        ("\u{1B}[1;3A", .modified(.up, .alt)), ("\u{1B}[3;5~", .modified(.delete, .control)),
        ("\u{1B}[1;6H", .modified(.home, [.control, .shift])), ("\u{1B}O2Q", .modified(.function(2), .shift)),
        ("\u{1B}[15;2~", .modified(.function(5), .shift)),
        // Alt with a character, and the keypad in application mode
        ("\u{1B}a", .modified(.character("a"), .alt)), ("\u{1B}é", .modified(.character("é"), .alt)),
        ("\u{1B}\u{7F}", .modified(.backspace, .alt)), ("\u{1B}OM", .enter), ("\u{1B}Op", .character("0")),
    ])
    func sequences(bytes: String, key: Key) {
        #expect(decode(bytes) == [key])
    }

    @Test(arguments: [
        ("\t", Key.tab), ("\r", .enter), ("\n", .enter), ("\u{7F}", .backspace), ("\u{8}", .backspace),
        ("\u{3}", .control("c")), ("\u{15}", .control("u")), ("\u{17}", .control("w")), ("\u{1A}", .control("z")),
        ("a", .character("a")), (" ", .character(" ")), ("é", .character("é")), ("日", .character("日")), ("😀", .character("😀")),
    ])
    func singleKeys(bytes: String, key: Key) {
        #expect(decode(bytes) == [key])
    }

    @Test func unknownSequencesAreSwallowedWhole() {
        for sequence in ["\u{1B}[2~", "\u{1B}[99~", "\u{1B}[?1;2c", "\u{1B}[I", "\u{1B}[O", "\u{1B}[1;2;3;4;5X", "\u{1B}[E", "\u{1B}Oz"] {
            #expect(decode(sequence + "x") == [.character("x")], "\(sequence.debugDescription)")
        }
    }

    @Test func aLoneEscIsEscOnlyOnceTheTimeoutPasses() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.silenceTimeout == KeyDecoder.escapeTimeout)
        #expect(decoder.silence(lasting: .milliseconds(24)).isEmpty, "not yet")
        #expect(decoder.silence(lasting: .milliseconds(25)) == [.escape])
        #expect(decoder.silenceTimeout == nil)
        #expect(decoder.feed(Array("j".utf8)) == [.character("j")], "a key typed after the timeout is itself")
    }

    @Test func aSequenceSplitAcrossReadsIsStillOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("[1".utf8)).isEmpty)
        #expect(decoder.feed(Array("~".utf8)) == [.home])
        #expect(decoder.feed([0xE6, 0x97]).isEmpty, "half of 日")
        #expect(decoder.feed([0xA5]) == [.character("日")])
    }

    @Test func anUnfinishedSequenceIsDroppedAtTheTimeoutNotTyped() {
        #expect(decode("\u{1B}[1;") == [])
        #expect(decode("\u{1B}[") == [])
        #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
    }

    @Test func aSequenceIsReadUpToItsLimit() {
        let longest = "\u{1B}[" + String(repeating: "0", count: 29) + "1~" // 33 bytes: over the limit
        let justUnder = "\u{1B}[" + String(repeating: "0", count: 28) + "1~" // 32 bytes
        #expect(decode(justUnder) == [.home])
        #expect(!decode(longest).contains(.home), "a sequence over the limit is malformed")
    }

    @Test func aControlByteCutsAMalformedSequenceShort() {
        #expect(decode("\u{1B}[1\u{3}") == [.control("c")])
        #expect(decode("\u{1B}[" + String(repeating: "1", count: 40) + "~a").last == .character("a"))
    }

    @Test func invalidUTF8IsDropped() {
        #expect(decode([0xFF, 0x61]) == [.character("a")])
        #expect(decode([0xC3, 0x61]) == [.character("a")])
        #expect(decode([0x80]) == [])
    }

    @Test func bracketedPasteIsOneKeyWhateverItHolds() {
        #expect(decode("\u{1B}[200~japan\nfrance\t12\u{1B}[A\u{1B}[201~x") == [.paste("japan\nfrance\t12"), .character("x")])
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~ab\u{1B}[2".utf8)).isEmpty)
        #expect(decoder.silence(lasting: KeyDecoder.escapeTimeout).isEmpty, "a paste is not cut short by the escape timeout")
        #expect(decoder.feed(Array("01~".utf8)) == [.paste("ab")])
    }

    @Test func aPasteEndsAtItsLimitAndTheRestUpToItsMarkerIsDropped() {
        let full = String(repeating: "a", count: KeyDecoder.maxPasteBytes)
        #expect(decode("\u{1B}[200~" + full + "\u{1B}[201~x") == [.paste(full), .character("x")], "just at the limit")
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array(("\u{1B}[200~" + full).utf8)).isEmpty, "at the limit the paste may still end")
        #expect(decoder.feed(Array("b".utf8)) == [.paste(full)], "one byte over: it ends now, without its marker")
        #expect(decoder.feed(Array("cd\u{1B}[201~x".utf8)) == [.character("x")], "the rest of it is dropped, up to its marker")
    }

    @Test func aPasteCutAtItsLimitKeepsOnlyWholeCharacters() {
        let text = String(repeating: "a", count: KeyDecoder.maxPasteBytes - 1) + "é"
        #expect(decode("\u{1B}[200~" + text + "\u{1B}[201~") == [.paste(String(text.dropLast()))])
    }

    @Test func anUnterminatedPasteEndsAfterHalfASecondWithoutAByte() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~japan\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.silenceTimeout == KeyDecoder.unterminatedTimeout)
        #expect(KeyDecoder.unterminatedTimeout == .milliseconds(500))
        #expect(decoder.silence(lasting: .milliseconds(499)).isEmpty, "just under: still pasting")
        #expect(decoder.silence(lasting: .milliseconds(500)) == [.paste("japan")], "the half marker is dropped")
        #expect(decoder.silenceTimeout == nil)
        #expect(decoder.feed(Array("\u{1B}[B".utf8)) == [.down], "↓ is ↓ again, not the text [B")
        #expect(decoder.feed([0x11]) == [.control("q")])
    }

    @Test func aCtrlCInAPasteIsPastedTextNotAKey() {
        #expect(decode("\u{1B}[200~q\u{3}x\u{1B}[201~\u{1B}[B") == [.paste("q\u{3}x"), .down])
        let full = String(repeating: "a", count: KeyDecoder.maxPasteBytes)
        #expect(decode("\u{1B}[200~" + full + "bc\u{3}x\u{1B}[201~y") == [.paste(full), .character("y")], "nor in the rest of one")
    }

    @Test func aPasteDropsWholeEscapeSequences() {
        #expect(decode("\u{1B}[200~new\nzea\tland\u{1B}[31m\u{1B}[201~") == [.paste("new\nzea\tland")], "a colour, not land[31m")
        #expect(decode("\u{1B}[200~a\u{1B}[1;31mb\u{1B}[0mc\u{1B}]8;;https://x\u{7}d\u{1B}]0;t\u{1B}\\e\u{1B}OAf\u{1B}(Bg\u{1B}[201~")
            == [.paste("abcdefg")], "CSI, OSC to BEL or ST, SS3 and a two-byte escape")
        #expect(decode("\u{1B}[200~land\u{1B}[3\u{1B}[201~") == [.paste("land")], "cut short at the paste's end")
        #expect(decode("\u{1B}[200~a\u{1B}[31\nb\u{1B}[201~") == [.paste("a\nb")], "a control byte cuts a sequence short")
    }

    @Test func aControlSequenceOfAnyLengthIsSwallowedWhole() {
        let forty = "\u{1B}[" + String(repeating: "2", count: 40) + "~"
        #expect(decode(forty + "x") == [.character("x")], "no Continents tab, no ~")
        #expect(decode("\u{1B}[" + String(repeating: "1;", count: 5000) + "5Hx") == [.character("x")])
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array(("\u{1B}[" + String(repeating: "2", count: 40)).utf8)).isEmpty)
        #expect(decoder.feed(Array("22~x".utf8)) == [.character("x")], "split across reads")
        #expect(decoder.feed(Array(("\u{1B}[" + String(repeating: "2", count: 40)).utf8)).isEmpty)
        #expect(decoder.silence(lasting: KeyDecoder.escapeTimeout).isEmpty, "cut off: dropped at the escape timeout")
        #expect(decoder.feed(Array("2".utf8)) == [.character("2")])
    }

    @Test(arguments: [
        "\u{1B}]0;title\u{7}", "\u{1B}]0;title\u{1B}\\", "\u{1B}]52;c;" + String(repeating: "QUJD", count: 3000) + "\u{7}",
        "\u{1B}P1$r0m\u{1B}\\", "\u{1B}P>|xterm(390)\u{1B}\\", "\u{1B}_Gi=1;OK\u{1B}\\", "\u{1B}^privacy\u{1B}\\",
        "\u{1B}Xstart of string\u{1B}\\", "\u{1B}]0;cancelled\u{18}", "\u{1B}P1$r\u{1A}",
    ])
    func terminalStringsAreSwallowedUpToTheirTerminator(string: String) {
        #expect(decode(string + "x") == [.character("x")], "\(string.prefix(30).debugDescription)")
    }

    @Test func aTerminalStringEndsAtTheNextSequenceOrAtSilence() {
        #expect(decode("\u{1B}]0;title\u{1B}[A") == [.up], "an Esc ends the string and starts a sequence, as in xterm")
        #expect(decode("\u{1B}P1$r0m\u{7}still the string\u{1B}\\x") == [.character("x")], "BEL ends only OSC")
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}]0;tit".utf8)).isEmpty)
        #expect(decoder.feed(Array("le\u{1B}".utf8)).isEmpty)
        #expect(decoder.feed(Array("\\x".utf8)) == [.character("x")], "split across reads, even inside its terminator")
        #expect(decoder.feed(Array("\u{1B}]0;never ends".utf8)).isEmpty)
        #expect(decoder.silence(lasting: .milliseconds(499)).isEmpty)
        #expect(decoder.silence(lasting: .milliseconds(500)).isEmpty, "dropped, never typed")
        #expect(decoder.feed(Array("x".utf8)) == [.character("x")])
        #expect(decoder.feed(Array("\u{1B}]0;title\u{3}x".utf8)) == [.control("c"), .character("x")], "Ctrl-C always quits")
    }

    @Test func mouseReports() {
        #expect(decode("\u{1B}[<0;5;3M") == [.mouse(MouseEvent(kind: .click, x: 4, y: 2))])
        #expect(decode("\u{1B}[<0;5;3m") == [], "a release")
        #expect(decode("\u{1B}[<64;1;1M") == [.mouse(MouseEvent(kind: .wheelUp, x: 0, y: 0))])
        #expect(decode("\u{1B}[<65;1;1M") == [.mouse(MouseEvent(kind: .wheelDown, x: 0, y: 0))])
        #expect(decode("\u{1B}[<32;9;9M") == [], "motion")
        #expect(decode([0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2]) == [.mouse(MouseEvent(kind: .click, x: 4, y: 2))])
        #expect(decode([0x1B, 0x5B, 0x4D, 35, 33, 33]) == [], "an X10 release")
    }

    @Test func labels() {
        #expect(Key.modified(.function(2), .shift).label == "Shift-F2")
        #expect(Key.modified(.character("a"), .alt).label == "Alt-a")
        #expect(Key.modified(.left, [.control, .shift]).label == "Ctrl-Shift-←")
        #expect(Key.paste("x").label == "Paste")
    }
}
