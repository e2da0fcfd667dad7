import Foundation
import JSONCore
import Testing

/// A pair read by `JSONReader`, as a record of the dataset is read.
private struct Pair: Equatable {
    let name: String
    let tags: [String]
    let note: String?

    init(name: String, tags: [String], note: String?) {
        (self.name, self.tags, self.note) = (name, tags, note)
    }

    init(reading reader: inout JSONReader) throws {
        var name: String?
        var tags: [String]?
        var note: String?
        try reader.readObject("Pair") { key, reader in
            switch key {
            case "name": name = try reader.readString()
            case "tags": tags = try reader.readStrings()
            case "note": note = try reader.readOptionalString()
            default: try reader.skipValue()
            }
        }
        try self.init(name: reader.required(name, "name", expected: "String"), tags: reader.required(tags, "tags", expected: "[String]"), note: note)
    }
}

/// What reading a text gave.
private enum Outcome: Equatable {
    case success([Pair])
    case failure(String)
}

/// The pairs in `text`, or the description of the error reading them.
private func pairs(_ text: String) -> Outcome {
    do {
        return .success(try JSONReader.read(Data(text.utf8)) { try $0.readArray("[Pair]", Pair.init) })
    } catch {
        return .failure(String(describing: error))
    }
}

@Suite struct JSONReaderTests {
    @Test func readsRecordsSkippingMembersNoOneReads() {
        let text = "\u{FEFF}[ {\"name\": \"Côte d'Ivoire\", \"extra\": {\"deep\": [1, {\"x\": null}]}, \"tags\": [\"日本\", \"a\\u00e9\"]},\n {\"note\": null, \"tags\": [], \"name\": \"🇨🇦\"} ] "
        #expect(pairs(text) == .success([
            Pair(name: "Côte d'Ivoire", tags: ["日本", "aé"], note: nil), Pair(name: "🇨🇦", tags: [], note: nil),
        ]))
    }

    @Test func aRepeatedKeyKeepsItsLastValueAsJSONValueDoes() throws {
        let text = #"[{"name": "first", "tags": [], "name": "last"}]"#
        #expect(pairs(text) == .success([Pair(name: "last", tags: [], note: nil)]))
        #expect(try JSONValue(parsing: Data(text.utf8)) == [["name": "last", "tags": []]])
    }

    @Test(arguments: [
        (#"[{"name": 1, "tags": []}]"#, "[0].name: expected String, found 1"),
        (#"[{"name": "a", "tags": [true]}]"#, "[0].tags[0]: expected String, found true"),
        (#"[{"name": "a", "tags": [], "note": 7}]"#, "[0].note: expected String?, found 7"),
        (#"[{"name": "a"}]"#, "[0].tags: expected [String], found nothing"),
        (#"[{"tags": "x"}]"#, "[0].tags: expected [String], found \"x\""),
        (#"[null]"#, "[0]: expected Pair, found null"),
        (#"{"name": "a"}"#, "expected [Pair], found an object"),
    ])
    func aValueOfAnotherKindIsNamedByItsPath(text: String, message: String) {
        #expect(pairs(text) == .failure(message))
    }

    /// The reader holds the text to the parser's rules, with the parser's words and offsets.
    @Test(arguments: [
        #"[{"name": "a", "tags": [],}]"#, #"[{"name": "a" "tags": []}]"#, #"[{"name": "a", "tags": []}] x"#,
        #"[{"name": "a", "tags": [], "skipped": [1,]}]"#, #"[{"name": "a\u00"}]"#, "[{\"name\": \"a\u{01}\"}]", #"[{"name": "a", "tags": []}"#,
        #"[{name: "a"}]"#, #"[{"name": "a", "tags": [], "note": nul}]"#, "",
    ])
    func malformedTextFailsAsTheParserFailsIt(text: String) throws {
        let parserError = try #require(Result { () throws(JSONSyntaxError) in try JSONValue(parsing: Data(text.utf8)) }.failure)
        #expect(pairs(text) == .failure(parserError.description))
    }

    @Test func nestingIsBoundedAsTheParserBoundsIt() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let text = #"[{"name": "a", "tags": [], "skipped": \#(deep)}]"#
        guard case .failure(let message) = pairs(text) else { Issue.record("600 levels were read"); return }
        #expect(message.contains("Nesting deeper than 512 levels"))
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
