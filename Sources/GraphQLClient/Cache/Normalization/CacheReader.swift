import Foundation

/// A read that found a selected field missing from the cache.
public struct CacheMiss: Error, Sendable, Hashable, CustomStringConvertible {
    /// The missing field, as `record.field`, or the missing record's key.
    public let missing: String

    /// "the cache has no Country:JP.capital".
    public var description: String { "the cache has no \(missing)" }
}

/// Rebuilds an operation's data from records, noting how old the oldest record it read is and, when asked,
/// which fields it read.
struct CacheReader {
    /// Where records come from.
    let lookup: any RecordLookup
    /// Whether to collect `dependencies` (watchers need them; plain reads do not).
    let tracksDependencies: Bool
    /// Every field read, when tracked.
    private(set) var dependencies: Set<CacheFieldID> = []
    /// When the oldest record read was last written, counting each record by its oldest field: a record's
    /// age, as the status bar and max-age see it, is that of the oldest thing it holds.
    private(set) var oldestWrite: Date?

    /// Creates a reader.
    init(lookup: any RecordLookup, tracksDependencies: Bool) {
        self.lookup = lookup
        self.tracksDependencies = tracksDependencies
    }

    /// The data of the root record as the server would have sent it, or a miss.
    mutating func read(selection: CompiledSelectionSet, rootKey: CacheKey) throws -> JSONValue {
        try readObject(key: rootKey, selection: selection)
    }

    private mutating func readObject(key: CacheKey, selection: CompiledSelectionSet) throws -> JSONValue {
        guard let record = try lookup.record(forKey: key) else { throw CacheMiss(missing: key) }
        let typeName: String
        if case .scalar(.string(let name))? = record.fields["__typename"] { typeName = name } else { typeName = selection.defaultType }
        if let written = record.oldestWrite, oldestWrite.map({ written < $0 }) ?? true { oldestWrite = written }
        let fields = selection.fields(for: typeName)
        var object = [String: JSONValue](minimumCapacity: fields.count)
        for field in fields {
            guard let value = record.fields[field.fieldKey] else { throw CacheMiss(missing: "\(key).\(field.fieldKey)") }
            if tracksDependencies { dependencies.insert(CacheFieldID(record: key, field: field.fieldKey)) }
            object[field.responseKey] = try json(for: value, selection: field.selection)
        }
        return .object(object)
    }

    private mutating func json(for value: RecordValue, selection: CompiledSelectionSet?) throws -> JSONValue {
        switch value {
        case .scalar(let json):
            return json
        case .reference(let key):
            guard let selection else { throw CacheMiss(missing: "the selection of \(key)") }
            return try readObject(key: key, selection: selection)
        case .list(let items):
            var elements: [JSONValue] = []
            elements.reserveCapacity(items.count)
            for item in items {
                elements.append(try json(for: item, selection: selection))
            }
            return .array(elements)
        }
    }
}
