import Foundation
import JSONCore

/// A read that found a selected field missing from the cache.
public struct CacheMiss: Error, Sendable, Hashable, CustomStringConvertible {
    /// The missing field, as `record.field`, or the missing record's key.
    public let missing: String

    /// A miss of `missing`, such as `Country:JP.capital`.
    public init(missing: String) {
        self.missing = missing
    }

    /// "the cache has no Country:JP.capital".
    public var description: String { "the cache has no \(missing)" }
}

/// Rebuilds an operation's data from records, noting how old the oldest record it read is and, when asked,
/// which fields it read.
///
/// A reference to a record whose type cannot stand where it points (a country whose continent is itself) is a
/// miss. The read cannot loop: it walks the operation's finite selections, never the records' references alone.
/// Nor can it grow without bound: data whose JSON would pass `maximumBytes` is a miss, as a reply of that size
/// is refused, so a row listing a record two million times costs what a reply of the limit costs. Each record is
/// looked up and decoded once per read, however often it is referred to.
struct CacheReader {
    /// Where records come from.
    let lookup: any RecordLookup
    /// The schema's identities, to tell a referenced record's type from its key.
    let schema: CacheSchema
    /// Whether to collect `dependencies` (watchers need them; plain reads do not).
    let tracksDependencies: Bool
    /// The most bytes the data's JSON may have, counted from below as it is rebuilt.
    let maximumBytes: Int
    /// The bytes of JSON rebuilt so far, at least.
    private var bytes = 0
    /// The records looked up so far, by key.
    private var looked: [CacheKey: Record] = [:]
    /// Every field read, when tracked.
    private(set) var dependencies: Set<CacheFieldID> = []
    /// When the oldest record read was last written, counting each record by its oldest field: a record's
    /// age, as the status bar and max-age see it, is that of the oldest thing it holds.
    private(set) var oldestWrite: Date?
    /// How many records the read looked up, repeats included.
    private(set) var recordsRead = 0

    /// Creates a reader whose data may have at most `maximumBytes` of JSON.
    init(lookup: any RecordLookup, schema: CacheSchema, tracksDependencies: Bool, maximumBytes: Int) {
        self.lookup = lookup
        self.schema = schema
        self.tracksDependencies = tracksDependencies
        self.maximumBytes = maximumBytes
    }

    /// The data of the root record as the server would have sent it, or a miss.
    mutating func read(selection: CompiledSelectionSet, rootKey: CacheKey) throws -> JSONValue {
        try readObject(key: rootKey, selection: selection, parent: nil)
    }

    /// The object the record `key` holds, read with `selection`; `parent` is the key of the record whose field
    /// referred to it.
    private mutating func readObject(key: CacheKey, selection: CompiledSelectionSet, parent: CacheKey?) throws -> JSONValue {
        guard let record = try looked[key] ?? lookup.record(forKey: key) else { throw CacheMiss(missing: key) }
        looked[key] = record
        recordsRead += 1
        let typeName: String
        if case .scalar(.string(let name))? = record.fields["__typename"] { typeName = name } else { typeName = selection.defaultType }
        if let misplaced = misplacedType(of: record, under: parent, in: selection) {
            throw CacheMiss(missing: "\(selection.defaultType) at \(key) (it is a \(misplaced))")
        }
        if let written = record.oldestWrite, oldestWrite.map({ written < $0 }) ?? true { oldestWrite = written }
        let compiled = selection.fields(for: typeName)
        var values = [JSONValue](repeating: .null, count: compiled.fields.count)
        // The braces and the commas between members.
        try count(1 + max(1, values.count), at: key)
        for (field, slot) in zip(compiled.fields, compiled.slots) {
            guard let value = record.fields[field.fieldKey] else { throw CacheMiss(missing: "\(key).\(field.fieldKey)") }
            if tracksDependencies { dependencies.insert(CacheFieldID(record: key, field: field.fieldKey)) }
            // `"key":`.
            try count(field.responseKey.utf8.count + 3, at: key)
            values[slot] = try json(for: value, selection: field.selection, parent: key)
        }
        return .object(JSONObject(keys: compiled.responseKeys, values: values))
    }

    /// The type a record's key names when the key is its identity (`Country:JP` for a record whose code is JP)
    /// and the selection does not accept that type; nil otherwise, and for a path key below its parent
    /// (`Country:JP.states.3` under `Country:JP`).
    ///
    /// On the hot path of every read, so the usual cases (a path key, a type the selection accepts) compare bytes
    /// and allocate nothing.
    private func misplacedType(of record: Record, under parent: CacheKey?, in selection: CompiledSelectionSet) -> String? {
        let key = record.key.utf8
        if let parent = parent?.utf8, key.count > parent.count, key.starts(with: parent),
           key[key.index(key.startIndex, offsetBy: parent.count)] == UInt8(ascii: ".") {
            return nil
        }
        guard let colon = key.firstIndex(of: UInt8(ascii: ":")), !selection.accepts(typeNamed: key[..<colon]) else { return nil }
        let typeName = String(record.key[..<colon])
        guard let keyFields = schema.keyFields[typeName] else { return nil }
        let identity = record.key[record.key.index(after: colon)...]
        if keyFields.count == 1, case .scalar(.string(let value))? = record.fields[keyFields[0]] {
            return identity == value ? typeName : nil
        }
        var object: JSONObject = [:]
        for field in keyFields {
            guard case .scalar(let value)? = record.fields[field] else { return nil }
            object[field] = value
        }
        return schema.cacheKey(forType: typeName, object: object) == record.key ? typeName : nil
    }

    private mutating func json(for value: RecordValue, selection: CompiledSelectionSet?, parent: CacheKey) throws -> JSONValue {
        switch value {
        case .scalar(let json):
            try count(Self.leastBytes(of: json), at: parent)
            return json
        case .reference(let key):
            guard let selection else { throw CacheMiss(missing: "the selection of \(key)") }
            return try readObject(key: key, selection: selection, parent: parent)
        case .list(let items):
            // The brackets and the commas between elements, counted as they come.
            try count(items.isEmpty ? 2 : 1, at: parent)
            var elements: [JSONValue] = []
            for item in items {
                try count(1, at: parent)
                elements.append(try json(for: item, selection: selection, parent: parent))
            }
            return .array(elements)
        }
    }

    /// Adds `more` bytes to the data's JSON, a miss once it passes `maximumBytes`; `key` is the record being read.
    private mutating func count(_ more: Int, at key: CacheKey) throws {
        bytes += more
        guard bytes > maximumBytes else { return }
        throw CacheMiss(missing: "data within the limit of \(maximumBytes) bytes (it grows past it at \(key))")
    }

    /// The fewest bytes `json` takes written out: its strings unescaped, its numbers one digit.
    static func leastBytes(of json: JSONValue) -> Int {
        switch json {
        case .null, .bool(true): 4
        case .bool(false): 5
        case .number: 1
        case .string(let text): text.utf8.count + 2
        case .array(let items): items.reduce(1 + max(1, items.count)) { $0 + leastBytes(of: $1) }
        case .object(let members): members.reduce(1 + max(1, members.count)) { $0 + $1.key.utf8.count + 3 + leastBytes(of: $1.value) }
        }
    }
}
