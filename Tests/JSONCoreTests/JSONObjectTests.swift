import Foundation
import JSONCore
import Testing

/// The members of a parsed object.
private func members(_ value: JSONValue) throws -> JSONObject {
    guard case .object(let members) = value else { throw JSONReadError(expected: "object", found: value) }
    return members
}

/// Where an array's elements start: arrays that share storage start at the same address.
private func storage(of keys: [String]) -> UnsafeRawPointer? {
    keys.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}

@Suite("JSON objects: members in key order, keys shared by objects of one shape")
struct JSONObjectTests {
    @Test func membersAreInKeyOrderAndFoundByKey() throws {
        var object = try members(#require(JSONValue(parsing: #"{"b":1,"c":[true],"a":null}"#)))
        #expect(object.keys == ["a", "b", "c"])
        #expect(object.map(\.key) == ["a", "b", "c"])
        #expect(object["c"] == [true] && object["a"] == .null && object["d"] == nil)
        object["ab"] = "x"
        object["b"] = nil
        object["c"] = 2
        #expect(object == ["a": nil, "ab": "x", "c": 2])
        #expect(object.values == [.null, "x", 2])
    }

    /// Equal members are an equal object however they were written, as with a dictionary.
    @Test func membersMakeTheObjectWhateverTheirOrder() throws {
        let written = try #require(JSONValue(parsing: #"{"b":1,"a":2}"#))
        #expect(written == JSONValue(parsing: #"{"a":2,"b":1}"#))
        #expect(written.hashValue == JSONValue.object(JSONObject(["a": 2, "b": 1])).hashValue)
    }

    /// The elements of a list, objects of one shape, hold one array of keys between them: a large reply holds its
    /// keys once, not once an object.
    @Test func objectsOfOneShapeShareTheirKeys() throws {
        let text = #"[{"code":"A","name":"a","continent":{"code":"EU"}},{"code":"B","name":"b","continent":{"code":"AF"}}]"#
        guard case .array(let list)? = JSONValue(parsing: text) else { throw JSONReadError(expected: "array", found: nil) }
        let (first, second) = try (members(list[0]), members(list[1]))
        #expect(storage(of: first.keys) == storage(of: second.keys))
        let (inner, otherInner) = try (members(#require(first["continent"])), members(#require(second["continent"])))
        #expect(storage(of: inner.keys) == storage(of: otherInner.keys))
        #expect(second == ["code": "B", "name": "b", "continent": ["code": "AF"]])
    }

    /// Keys handed over in order are taken as they are, shared with whoever holds them; others are put in order.
    @Test func keysInOrderAreTakenAsTheyAre() {
        let keys = ["a", "b"]
        let object = JSONObject(keys: keys, values: [1, 2])
        #expect(storage(of: object.keys) == storage(of: keys))
        #expect(object == ["a": 1, "b": 2])
        #expect(JSONObject(keys: ["b", "a", "b"], values: [1, 2, 3]) == ["a": 2, "b": 3])
    }

    /// A key written as other bytes of the same text (é composed, then decomposed) is kept as written, not as the
    /// shape before it spelled it.
    @Test func aKeyKeepsTheBytesItWasWrittenWith() throws {
        guard case .array(let list)? = JSONValue(parsing: "[{\"\u{E9}\":1},{\"e\u{301}\":2}]") else {
            throw JSONReadError(expected: "array", found: nil)
        }
        #expect(try Array(members(list[0]).keys[0].utf8) == [0xC3, 0xA9])
        #expect(try Array(members(list[1]).keys[0].utf8) == [0x65, 0xCC, 0x81])
    }

    /// Whether a repeated key keeps its last value or is refused, an object of the shape before it is read the same.
    @Test func aRepeatedKeyIsReadAsBeforeAfterAnObjectOfItsShape() throws {
        let text = Data(#"[{"a":1,"b":2,"a":3},{"a":4,"b":5,"a":6}]"#.utf8)
        #expect(try JSONValue(parsing: text) == [["a": 3, "b": 2], ["a": 6, "b": 5]])
        #expect(throws: JSONSyntaxError(offset: 15, message: #"Duplicate key "a" in the object"#)) {
            try JSONValue(parsing: Data(#"[{"a":1,"b":2},{"a":4,"b":5,"a":6}]"#.utf8), duplicateKeys: .refuse)
        }
    }
}
