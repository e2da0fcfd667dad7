import Foundation
import GraphQLClient
import JSONCore

/// Turns a record's fields and times into the bytes of one `records` row, and back.
///
/// The bytes are a JSON object `{"fields": {…}, "writtenAt": {…}}`. A field value is its JSON as-is when it is
/// a scalar that is not an object; an object scalar is `{"$scalar": {…}}`, a reference `{"$ref": key}` and a
/// composite list `{"$list": […]}`, so every JSON object in a value position has exactly one marker member.
/// Times are seconds since 1970, within `writtenAtRange`; a row with another is malformed.
enum RecordCoding {
    /// The bytes of a record's fields and times; its key is stored beside them. Written straight out, keys in
    /// order, as `JSONValue.jsonData` would write the same object: a record of a large list's references would
    /// otherwise be built again as an object per reference first.
    static func encode(_ record: Record) -> Data {
        var bytes: [UInt8] = []
        bytes.append(contentsOf: "{\"\(Member.fields)\":".utf8)
        appendObject(record.fields, to: &bytes, appendValue)
        bytes.append(contentsOf: ",\"\(Member.writtenAt)\":".utf8)
        appendObject(record.writtenAt, to: &bytes) { time, bytes in JSONNumber.append(time.timeIntervalSince1970, to: &bytes) }
        bytes.append(UInt8(ascii: "}"))
        return Data(bytes)
    }

    /// The record with this key whose fields and times `data` holds.
    static func decode(_ data: Data, key: CacheKey) throws(RecordCodingError) -> Record {
        let json: JSONValue
        do {
            json = try JSONValue(parsing: data)
        } catch {
            throw RecordCodingError(key: key, reason: error.description)
        }
        guard case .object(let members) = json,
              case .object(let fields)? = members[Member.fields],
              case .object(let times)? = members[Member.writtenAt]
        else { throw RecordCodingError(key: key, reason: "no fields or times") }
        var record = Record(key: key)
        for (field, value) in fields {
            guard let decoded = decodeValue(value) else {
                throw RecordCodingError(key: key, reason: "value of \(field) has no known marker")
            }
            record.fields[field] = decoded
        }
        for (field, time) in times {
            guard case .number(let seconds) = time else {
                throw RecordCodingError(key: key, reason: "time of \(field) is not a number")
            }
            guard writtenAtRange.contains(seconds) else {
                throw RecordCodingError(key: key, reason: "time of \(field) is out of range")
            }
            record.writtenAt[field] = Date(timeIntervalSince1970: seconds)
        }
        return record
    }

    /// The times a row may hold, in seconds since 1970: from 1970 to the last second of year 9999. No clock that
    /// wrote a row gives another, and within them an age in seconds fits an `Int` wherever it is counted.
    static let writtenAtRange: ClosedRange<Double> = 0...253_402_300_799

    /// Appends `members` as a JSON object, keys in order, each value written by `appendValue`.
    private static func appendObject<Value>(
        _ members: [String: Value], to bytes: inout [UInt8], _ appendValue: (Value, inout [UInt8]) -> Void
    ) {
        bytes.append(UInt8(ascii: "{"))
        for (position, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONString.append(member.key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            appendValue(member.value, &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Appends the JSON that stands for one field value.
    private static func appendValue(_ value: RecordValue, to bytes: inout [UInt8]) {
        func marked(_ marker: String, _ appendInner: (inout [UInt8]) -> Void) {
            bytes.append(contentsOf: "{\"\(marker)\":".utf8)
            appendInner(&bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        switch value {
        case .scalar(let json):
            guard case .object = json else { return json.appendJSON(to: &bytes) }
            marked(Member.scalar) { json.appendJSON(to: &$0) }
        case .reference(let key):
            marked(Member.reference) { JSONString.append(key, to: &$0) }
        case .list(let items):
            marked(Member.list) { bytes in
                bytes.append(UInt8(ascii: "["))
                for (position, item) in items.enumerated() {
                    if position > 0 { bytes.append(UInt8(ascii: ",")) }
                    appendValue(item, to: &bytes)
                }
                bytes.append(UInt8(ascii: "]"))
            }
        }
    }

    /// The field value that `json` stands for, or nil when it is an object without exactly one known marker.
    private static func decodeValue(_ json: JSONValue) -> RecordValue? {
        guard case .object(let members) = json else { return .scalar(json) }
        guard members.count == 1, case let (marker, inner)? = members.first else { return nil }
        switch (marker, inner) {
        case (Member.scalar, .object):
            return .scalar(inner)
        case (Member.reference, .string(let key)):
            return .reference(key)
        case (Member.list, .array(let items)):
            var values: [RecordValue] = []
            values.reserveCapacity(items.count)
            for item in items {
                guard let value = decodeValue(item) else { return nil }
                values.append(value)
            }
            return .list(values)
        default:
            return nil
        }
    }

    /// The member names of the stored JSON.
    private enum Member {
        static let fields = "fields"
        static let writtenAt = "writtenAt"
        static let scalar = "$scalar"
        static let reference = "$ref"
        static let list = "$list"
    }
}

/// A stored record whose bytes do not follow `RecordCoding`'s format.
struct RecordCodingError: Error, CustomStringConvertible {
    /// The record's key.
    var key: CacheKey
    /// What is wrong with the bytes.
    var reason: String

    /// `record Country:JP is malformed (no fields or times)`.
    var description: String { "record \(key) is malformed (\(reason))" }
}
