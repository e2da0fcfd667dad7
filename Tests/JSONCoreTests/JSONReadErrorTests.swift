import JSONCore
import Testing

/// A reader that needs `[String: [Int]]`, for the error's path through objects and arrays.
private func read(_ text: String) -> String {
    guard let value = JSONValue(parsing: text) else { return "not JSON" }
    do throws(JSONReadError) {
        _ = try [String: [Int]](jsonValue: value)
        return "read"
    } catch {
        return error.description
    }
}

@Suite("Typed reads name the path, what was expected and what was found")
struct JSONReadErrorTests {
    @Test(arguments: [
        (#"{"a": [1, 2]}"#, "read"),
        (#"{"a": [1, 2.5]}"#, "a[1]: expected Int, found 2.5"),
        (#"{"a": [1, null]}"#, "a[1]: expected Int, found null"),
        (#"{"a": {"b": 1}}"#, "a: expected [Int], found an object"),
        (#"{"a": "x"}"#, #"a: expected [Int], found "x""#),
        (#"{"a": true}"#, "a: expected [Int], found true"),
        ("[]", "expected [String: [Int]], found an array"),
    ])
    func aMismatchNamesItsPlace(json: String, message: String) {
        #expect(read(json) == message)
    }

    @Test func aMissingMemberIsFoundAsNothing() {
        #expect(throws: JSONReadError(expected: "String", found: nil, at: [.key("code")])) {
            try String(member: "code", of: [:])
        }
        #expect(JSONReadError(expected: "String", found: nil, at: [.key("code")]).description == "code: expected String, found nothing")
    }

    @Test func aFoundStringIsCutAndCannotDriveTheTerminal() {
        let atTheLimit = String(repeating: "é", count: 40)
        #expect(JSONReadError(expected: "Int", found: .string(atTheLimit)).found == "\"\(atTheLimit)\"")
        #expect(JSONReadError(expected: "Int", found: .string(atTheLimit + "x")).found == "\"\(atTheLimit)\"…")
        let control = JSONReadError(expected: "Int", found: .string("a\u{1B}[2Jb\u{9B}"))
        #expect(control.found == #""a\u001b[2Jb\u009b""#)
    }

    @Test func optionalsAndNullsReadAsNil() throws {
        #expect(try String?(jsonValue: nil) == nil)
        #expect(try String?(jsonValue: .null) == nil)
        #expect(try [Int?](jsonValue: [1, nil]) == [1, nil])
        #expect([String?].expectedJSON == "[String?]")
    }
}
