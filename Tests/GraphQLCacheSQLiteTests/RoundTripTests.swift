import Foundation
@testable import GraphQLCacheSQLite
import GraphQLClient
import Testing

/// Records written to a SQLite file come back exactly as they went in.
struct RoundTripTests {
    /// The test's own directory.
    let directory: TemporaryDirectory

    /// Creates the directory.
    init() throws { directory = try TemporaryDirectory() }

    /// Every value shape, unicode, nulls and nested lists survive a merge and a read, also after reopening.
    @Test func everyShapeSurvivesTheFile() throws {
        let written = Dictionary(uniqueKeysWithValues: Fixtures.everyShape.map { ($0.key, $0) })
        do {
            let cache = try openCache(directory.cacheFile)
            _ = try cache.merge(RecordSet(Fixtures.everyShape))
            #expect(try storedRecords(cache, keys: written.keys) == written)
        }
        let reopened = try openCache(directory.cacheFile)
        #expect(try storedRecords(reopened, keys: written.keys) == written)
    }

    /// A key the file has no row for reads as nil.
    @Test func unknownKeyIsAMiss() throws {
        let cache = try openCache(directory.cacheFile)
        _ = try cache.merge(RecordSet(Fixtures.everyShape))
        #expect(try cache.read { try $0.record(forKey: "Country:XX") } == nil)
    }

    /// The coding keeps times of fields that have no value, and tells object scalars from references and lists.
    @Test func codingIsExactAndUnambiguous() throws {
        let record = Record(
            key: "Odd",
            fields: ["a": .scalar(["$ref": "X"]), "b": .reference("X"), "c": .scalar(["$list": []]), "d": .list([])],
            writtenAt: ["ghost": time(0.5)])
        let bytes = RecordCoding.encode(record)
        #expect(try RecordCoding.decode(bytes, key: "Odd") == record)
    }

    /// The bytes are the coding's JSON as the JSON writer writes it: keys in order, one marker on each object.
    @Test func codingWritesTheFormatsBytes() {
        let record = Record(
            key: "K",
            fields: ["b": .list([.reference("X"), .list([])]), "a": .scalar(["z": .number(1.5), "y": [true, nil]]), "c": .scalar("é\"\u{1}")],
            writtenAt: ["a": Date(timeIntervalSince1970: 2), "c": Date(timeIntervalSince1970: 0.25)])
        #expect(String(decoding: RecordCoding.encode(record), as: UTF8.self) == #"{"fields":{"a":{"$scalar":{"y":[true,null],"z":1.5}},"b":{"$list":[{"$ref":"X"},{"$list":[]}]},"c":"é\"\u0001"},"writtenAt":{"a":2,"c":0.25}}"#)
    }

    /// Bytes that are not the coding's format are refused with the record's key, not misread.
    @Test(arguments: [
        #"{"fields": {"a": {"$ref": "X", "$list": []}}, "writtenAt": {}}"#,
        #"{"fields": {"a": {"other": 1}}, "writtenAt": {}}"#,
        #"{"fields": {"a": {"$ref": 3}}, "writtenAt": {}}"#,
        #"{"fields": {}, "writtenAt": {"a": "yesterday"}}"#,
        #"{"fields": {}}"#,
        #"not json"#,
    ])
    func malformedBytesAreRefused(text: String) {
        do {
            let record = try RecordCoding.decode(Data(text.utf8), key: "Broken")
            Issue.record("decoded malformed bytes into \(record)")
        } catch {
            #expect(error.description.hasPrefix("record Broken is malformed ("))
        }
    }
}
