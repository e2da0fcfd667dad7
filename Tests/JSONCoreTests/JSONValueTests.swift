import Foundation
import JSONCore
import Testing

@Suite("JSON values: parsed from text, written compact or indented")
struct JSONValueTests {
    @Test func jsonValueParsesAndPrints() {
        #expect(JSONValue(parsing: #"{"b":[1,2.5,"x"],"a":null}"#) == ["a": nil, "b": [1, .number(2.5), "x"]])
        #expect(JSONValue(parsing: "JP") == nil)
        #expect(JSONValue(parsing: "5") == 5)
        let value: JSONValue = ["z": true, "a": "日本"]
        #expect(String(decoding: value.jsonData, as: UTF8.self) == #"{"a":"日本","z":true}"#)
    }

    @Test func prettyTextIndentsTwoSpacesAndKeepsEmptyContainersShort() {
        let value: JSONValue = ["b": [1, "x"], "a": [:], "c": [], "d": ["e": nil]]
        let expected = """
            {
              "a" : {},
              "b" : [
                1,
                "x"
              ],
              "c" : [],
              "d" : {
                "e" : null
              }
            }
            """
        #expect(String(decoding: value.prettyJSONData, as: UTF8.self) == expected)
        #expect(String(decoding: JSONValue.string("a/b").prettyJSONData, as: UTF8.self) == #""a/b""#)
    }

    /// Pretty text written a piece at a time is the same text, in pieces of about the size asked.
    @Test func prettyTextInPiecesIsTheSameText() {
        let value: JSONValue = .array((0..<500).map { index in ["code": .string("K\(index)"), "n": .number(Double(index)), "x": [nil, true]] })
        var pieces: [[UInt8]] = []
        value.writePrettyJSON(pieceSize: 64) { pieces.append($0) }
        #expect(Data(pieces.joined()) == value.prettyJSONData)
        #expect(pieces.count > 100)
        #expect(pieces.allSatisfy { $0.count < 64 + 128 }, "no piece is much over the size asked")
    }

    /// Text for people goes to a terminal: what would drive or reorder it is escaped, and reads back the same.
    @Test func prettyTextEscapesWhatWouldDriveATerminal() throws {
        let text = "a\u{1B}[2J\u{7F}\u{9B}31m\u{85}\u{2028}\u{202E}\u{2066}é日\"\\🇨🇦"
        let pretty = String(decoding: JSONValue.string(text).prettyJSONData, as: UTF8.self)
        #expect(pretty == #""a\u001b[2J\u007f\u009b31m\u0085\u2028\u202e\u2066é日\"\\🇨🇦""#)
        #expect(try JSONValue(parsing: Data(pretty.utf8)) == .string(text))
        #expect(String(decoding: JSONValue.string(text).jsonData, as: UTF8.self).contains("\u{9B}"), "compact text is left as it was")
    }

    @Test func theEscaperWritesWhatTheWriterWrites() {
        var bytes: [UInt8] = []
        JSONString.append("tab\there \u{1}é\"", to: &bytes)
        #expect(bytes == Array(JSONValue.string("tab\there \u{1}é\"").jsonData))
        #expect(String(decoding: bytes, as: UTF8.self) == #""tab\there \u0001é\"""#)
    }
}
