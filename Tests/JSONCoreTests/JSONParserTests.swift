import Foundation
import JSONCore
import Testing

/// Parses UTF-8 text, returning the value or the syntax error.
private func parse(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
    parse(Data(text.utf8))
}

/// Parses raw bytes, returning the value or the syntax error.
private func parse(_ data: Data) -> Result<JSONValue, JSONSyntaxError> {
    Result { () throws(JSONSyntaxError) in try JSONValue(parsing: data) }
}

/// The error a text fails with, or nil when it parses.
private func failure(_ text: String) -> JSONSyntaxError? {
    if case .failure(let error) = parse(text) { error } else { nil }
}

/// A small deterministic generator (SplitMix64), so generated cases are the same on every run.
private struct SplitMix64: RandomNumberGenerator {
    /// The generator's position in its sequence.
    var state: UInt64
    /// The next pseudo-random word.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Texts that are not JSON, with the offset and message each must fail with.
private let syntaxErrorCases: [(text: String, offset: Int, message: String)] = [
    ("", 0, "Unexpected end of input, expected a value"),
    ("   ", 3, "Unexpected end of input, expected a value"),
    ("[1,2", 4, "Unexpected end of input, expected ',' or ']'"),
    (#"{"a":1"#, 6, "Unexpected end of input, expected ',' or '}'"),
    (#"{"a"#, 3, "Unexpected end of input in string"),
    ("[1,]", 3, "Trailing comma before ']'"),
    (#"{"a":1 , }"#, 9, "Trailing comma before '}'"),
    ("[1 2]", 3, "Expected ',' or ']'"),
    (#"{"a" 1}"#, 5, "Expected ':'"),
    ("{1:2}", 1, "Expected a string key"),
    ("{", 1, "Unexpected end of input, expected a string key"),
    ("01", 0, "Leading zeros are not allowed"),
    ("-012", 1, "Leading zeros are not allowed"),
    ("-", 1, "Unexpected end of input, expected a digit after '-'"),
    ("-a", 1, "Expected a digit after '-'"),
    ("1.", 2, "Unexpected end of input, expected a digit after the decimal point"),
    ("1.e5", 2, "Expected a digit after the decimal point"),
    ("1e+", 3, "Unexpected end of input, expected a digit in the exponent"),
    (".5", 0, "Unexpected character, expected a value"),
    ("+1", 0, "Unexpected character, expected a value"),
    ("1e400", 0, "Number is too large for a Double"),
    ("-1e400", 0, "Number is too large for a Double"),
    ("NaN", 0, "Unexpected character, expected a value"),
    ("tru", 3, "Unexpected end of input in 'true'"),
    ("nul1", 3, "Invalid literal, expected 'null'"),
    ("True", 0, "Unexpected character, expected a value"),
    ("[1] x", 4, "Unexpected text after the JSON value"),
    ("{} {}", 3, "Unexpected text after the JSON value"),
    (#""ab"#, 3, "Unexpected end of input in string"),
    (#""a\x""#, 2, "Invalid escape sequence"),
    (#""a\"#, 3, "Unexpected end of input in string"),
    (#""\u12"#, 5, "Unexpected end of input in \\u escape"),
    (#""\u12G4""#, 5, "Invalid hex digit in \\u escape"),
    (#""x\ud800""#, 2, "Lone high surrogate in \\u escape"),
    (#""\ud800\u0041""#, 1, "High surrogate not followed by a low surrogate"),
    (#""\udc00\ud800""#, 1, "Lone low surrogate in \\u escape"),
    ("\"a\nb\"", 2, "Unescaped control character in string"),
    ("\"a\\n\tb\"", 4, "Unescaped control character in string"),
    ("'a'", 0, "Unexpected character, expected a value"),
]

/// The parser accepts exactly RFC 8259 JSON and says where other text goes wrong.
@Suite("JSON parser")
struct JSONParserTests {
    @Test func parsesNestedValuesWithWhitespace() throws {
        let text = " \t\r\n{\"a\" : [1, -2.5e3, true, false, null, \"x\"], \"b\":{ \"c\" : {} , \"d\":[ ]}} \n"
        let expected: JSONValue = ["a": [1, .number(-2500), true, false, nil, "x"], "b": ["c": [:], "d": []]]
        #expect(try parse(text).get() == expected)
    }

    @Test func parsesTopLevelScalars() throws {
        #expect(try parse("true").get() == true)
        #expect(try parse(" null ").get() == nil)
        #expect(try parse("\"日本\"").get() == "日本")
        guard case .number(let negativeZero) = try parse("-0").get() else {
            Issue.record("-0 is not a number")
            return
        }
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
    }

    @Test func parsesNumbersExactly() throws {
        let cases: [(String, Double)] = [
            ("0", 0), ("7", 7), ("-12", -12), ("1.5", 1.5), ("0.1", 0.1), ("1e3", 1000), ("1E+3", 1000),
            ("2.5e-3", 0.0025), ("123456789012345", 123_456_789_012_345), ("9007199254740993", 9_007_199_254_740_992),
            ("12345678901234567890", 12_345_678_901_234_567_168), ("1.7976931348623157e308", .greatestFiniteMagnitude),
            ("5e-324", .leastNonzeroMagnitude), ("1e-400", 0), ("0e999999999", 0), ("3.141592653589793238", .pi),
        ]
        for (text, expected) in cases {
            #expect(try parse(text).get() == .number(expected), "\(text)")
        }
    }

    @Test func parsesGeneratedNumbersLikeTheStandardLibrary() throws {
        var generator = SplitMix64(state: 2024)
        for _ in 0..<3000 {
            let integer = String(UInt64.random(in: 0...999_999_999_999, using: &generator))
            let fraction = Bool.random(using: &generator) ? "." + String(UInt64.random(in: 0...99_999_999, using: &generator)) : ""
            let exponent = Bool.random(using: &generator) ? "e" + String(Int.random(in: -40...40, using: &generator)) : ""
            let text = (Bool.random(using: &generator) ? "-" : "") + integer + fraction + exponent
            #expect(try parse(text).get() == .number(Double(text) ?? .nan), "\(text)")
        }
    }

    @Test func decodesEveryEscape() throws {
        let text = #""\"\\\/\b\f\n\r\t\u00e9\u65E5\u0000\ud83c\udde8\ud83c\udde6""#
        #expect(try parse(text).get() == .string("\"\\/\u{08}\u{0C}\n\r\té日\u{0}🇨🇦"))
    }

    @Test func keepsTheLastOfRepeatedKeys() throws {
        #expect(try parse(#"{"a":1,"b":2,"a":3}"#).get() == ["a": 3, "b": 2])
        #expect(try JSONValue(parsing: Data(#"{"a":1,"a":3}"#.utf8), duplicateKeys: .keepLast) == ["a": 3])
    }

    @Test func refusesRepeatedKeysWhenAsked() throws {
        func refusal(_ text: String) -> JSONSyntaxError? {
            do {
                _ = try JSONValue(parsing: Data(text.utf8), duplicateKeys: .refuse)
                return nil
            } catch {
                return error
            }
        }
        #expect(refusal(#"{"a":1,"b":2,"a":3}"#) == JSONSyntaxError(offset: 0, message: #"Duplicate key "a" in the object"#))
        #expect(refusal(#"[{"a":1},{"x":{"b":[],"b":{}}}]"#) == JSONSyntaxError(offset: 14, message: #"Duplicate key "b" in the object"#))
        #expect(try JSONValue(parsing: Data(#"[{"a":1},{"a":{"a":2}}]"#.utf8), duplicateKeys: .refuse) == [["a": 1], ["a": ["a": 2]]])
        // "\u0061" is "a": keys are compared once decoded.
        #expect(refusal(#"{"a":1,"\u0061":2}"#)?.message == #"Duplicate key "a" in the object"#)
    }

    /// A repeated key is quoted whole up to 64 characters, and cut after them.
    @Test func quotesAtMost64CharactersOfARepeatedKey() throws {
        for (length, quoted) in [(64, String(repeating: "k", count: 64)), (65, String(repeating: "k", count: 64) + "…")] {
            let key = String(repeating: "k", count: length)
            #expect(throws: JSONSyntaxError(offset: 0, message: "Duplicate key \"\(quoted)\" in the object")) {
                try JSONValue(parsing: Data("{\"\(key)\":1,\"\(key)\":2}".utf8), duplicateKeys: .refuse)
            }
        }
    }

    @Test func skipsAByteOrderMark() throws {
        #expect(try parse(Data([0xEF, 0xBB, 0xBF]) + Data("[1]".utf8)).get() == [1])
        #expect(failure("\u{FEFF}\u{FEFF}[1]")?.offset == 3)
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = 512
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try parse(text).get()
        var levels = 0
        while case .array(let elements) = value {
            levels += 1
            value = elements.first ?? .null
        }
        #expect(levels == depth)
    }

    @Test func refusesNestingBeyondTheLimit() {
        let text = String(repeating: #"{"a":["#, count: 300) + "1" + String(repeating: "]}", count: 300)
        let error = failure(text)
        #expect(error?.offset == 256 * 6)
        #expect(error?.message == "Nesting deeper than 512 levels")
    }

    @Test(arguments: syntaxErrorCases)
    func reportsWhereTextStopsBeingJSON(text: String, offset: Int, message: String) {
        #expect(failure(text) == JSONSyntaxError(offset: offset, message: message))
    }

    @Test(arguments: [
        [0x80], [0xFF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
        [0xF0, 0x80, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xC3], [0xE6, 0x97], [0xE6, 0x41, 0x41],
    ] as [[UInt8]])
    func refusesInvalidUTF8AtItsOffset(sequence: [UInt8]) {
        let plain = Data(#"["ab","cé"#.utf8) + Data(sequence) + Data(#""]"#.utf8)
        #expect(parse(plain) == .failure(JSONSyntaxError(offset: 10, message: "Invalid UTF-8 in string")))
        let escaped = Data(#""\n"#.utf8) + Data(sequence) + Data(#"""#.utf8)
        #expect(parse(escaped) == .failure(JSONSyntaxError(offset: 3, message: "Invalid UTF-8 in string")))
    }

    @Test func acceptsEveryLengthOfUTF8() throws {
        let text = "A é \u{7FF} 日 \u{FFFF} 🇨🇦 \u{10FFFF}"
        #expect(try parse("\"\(text)\"").get() == .string(text))
        #expect(try parse("[\"\\t\(text)\"]").get() == [.string("\t" + text)])
    }

    @Test func describesErrorsWithTheirOffset() {
        #expect(failure("[1,]")?.description == "JSON syntax error at byte 3: Trailing comma before ']'")
    }

    @Test func stringInitializerUsesTheParser() {
        #expect(JSONValue(parsing: #"{"a":[1,"é"]}"#) == ["a": [1, "é"]])
        #expect(JSONValue(parsing: "[1,]") == nil)
        #expect(JSONValue(parsing: "") == nil)
    }
}

/// The writer produces compact, sorted, minimally escaped JSON that parses back to the same value.
@Suite("JSON writer")
struct JSONWriterTests {
    /// The compact text of `value`.
    private func text(_ value: JSONValue) -> String {
        String(decoding: value.jsonData, as: UTF8.self)
    }

    @Test func writesCompactTextWithSortedKeys() {
        let value: JSONValue = ["b": [1, .number(2.5), "x"], "a": nil, "c": ["z": true, "y": false, "é": [:], "e": []]]
        #expect(text(value) == #"{"a":null,"b":[1,2.5,"x"],"c":{"e":[],"y":false,"z":true,"é":{}}}"#)
    }

    @Test func writesNumbersAsTheCodableEncodingDoes() throws {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (42, "42"), (-7, "-7"), (2.5, "2.5"), (0.1, "0.1"), (1e-7, "1e-07"),
            (8_999_999_999_999_999, "8999999999999999"), (9e15, "9000000000000000"), (2e16, "2e+16"), (1e20, "1e+20"), (-1.5e300, "-1.5e+300"),
            (.infinity, "null"), (-.infinity, "null"), (.nan, "null"),
        ]
        for (number, expected) in cases {
            #expect(text(.number(number)) == expected, "\(number)")
        }
        // Foundation's encoder refuses non-finite numbers and keeps the sign of -0, which JSON readers drop.
        let finite = cases.map(\.0).filter { $0.isFinite && $0.sign == .plus }
        #expect(try text(.array(finite.map(JSONValue.number))) == String(decoding: JSONEncoder().encode(finite), as: UTF8.self))
    }

    @Test func escapesOnlyWhatJSONRequires() {
        let value = JSONValue.string("a\"b\\c/d\n\t\r\u{08}\u{0C}\u{01}\u{1F}\u{7F}é🇨🇦")
        #expect(text(value) == "\"a\\\"b\\\\c/d\\n\\t\\r\\b\\f\\u0001\\u001f\u{7F}é🇨🇦\"")
    }

    @Test func roundTripsThroughTheParser() throws {
        let controls = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })
        let value: JSONValue = [
            "flag": "🇨🇦", "日本": "日本", "name": "Côte d'Ivoire", "controls": .string(controls),
            "separators": "\u{2028}\u{2029}", "numbers": [0, -1, .number(0.1), .number(1e300), .number(-2.5e-300), .number(123_456_789.125)],
            "nested": ["a": [["b": nil]], "t": true], "empty": "",
        ]
        #expect(try JSONValue(parsing: value.jsonData) == value)
    }

    @Test func rewritesParsedTextCanonically() throws {
        let text = #" { "b" : [ 1.0 , 2.50 , "\u0041\/" ] , "a" : { "y" : 1e2 , "x" : -0 } } "#
        let canonical = #"{"a":{"x":0,"y":100},"b":[1,2.5,"A/"]}"#
        #expect(String(decoding: try JSONValue(parsing: Data(text.utf8)).jsonData, as: UTF8.self) == canonical)
    }

    /// A parse asked to stop gives up at the question that says so, with an error where it reached; one never told
    /// to stop parses as without the question.
    @Test func aParseStopsWhenItsStopSaysSo() throws {
        let text = Data(("[" + Array(repeating: "1", count: 10_000).joined(separator: ",") + "]").utf8)
        var asked = 0
        let whole = try JSONValue(parsing: text, stoppingWhen: {
            asked += 1
            return false
        })
        #expect(whole == (try JSONValue(parsing: text)))
        #expect(asked == 10_001 / 4096, "asked every 4096 values")
        asked = 0
        #expect(throws: JSONSyntaxError(offset: 1 + 2 * 4094, message: "Stopped before the end of the text")) {
            try JSONValue(parsing: text, stoppingWhen: {
                asked += 1
                return true
            })
        }
        #expect(asked == 1)
    }
}
