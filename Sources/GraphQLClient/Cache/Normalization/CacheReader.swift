import Foundation

/// A read that found a selected field missing from the cache.
public struct CacheMiss: Error, Sendable, Hashable, CustomStringConvertible {
    /// The missing field, as `record.field`, or the missing record's key.
    public let missing: String

    /// "the cache has no Country:JP.capital".
    public var description: String { "the cache has no \(missing)" }
}

/// Rebuilds an operation's data from records, noting which fields it read and how old the oldest one is.
struct CacheReader {
    /// The selections' context.
    let context: SelectionContext
    /// Where records come from.
    let lookup: any RecordLookup
    /// Every field read, for watchers.
    private(set) var dependencies: Set<CacheFieldID> = []
    /// When the oldest field read was written.
    private(set) var oldestWrite: Date?
    /// Records already loaded in this read.
    private var loaded: [CacheKey: Record] = [:]

    /// Creates a reader.
    init(context: SelectionContext, lookup: any RecordLookup) {
        self.context = context
        self.lookup = lookup
    }

    /// The data of the root record as the server would have sent it, or a miss.
    mutating func read(selectionSet: [Selection], rootKey: CacheKey, rootType: String) throws -> JSONValue {
        try readObject(key: rootKey, typeName: rootType, selectionSet: selectionSet)
    }

    private mutating func record(_ key: CacheKey) throws -> Record {
        if let record = loaded[key] { return record }
        guard let record = try lookup.record(forKey: key) else { throw CacheMiss(missing: key) }
        loaded[key] = record
        return record
    }

    private mutating func readObject(key: CacheKey, typeName: String, selectionSet: [Selection]) throws -> JSONValue {
        let record = try record(key)
        let concreteType = record.fields["__typename"].flatMap { if case .scalar(.string(let name)) = $0 { name } else { nil } } ?? typeName
        var object: [String: JSONValue] = [:]
        for collected in context.collectFields(selectionSet, typeName: concreteType) {
            let field = collected.field
            let fieldKey = context.fieldKey(field)
            guard let value = record.fields[fieldKey] else { throw CacheMiss(missing: "\(key).\(fieldKey)") }
            dependencies.insert(CacheFieldID(record: key, field: fieldKey))
            if let written = record.writtenAt[fieldKey], oldestWrite.map({ written < $0 }) ?? true {
                oldestWrite = written
            }
            let compositeType = context.schema.compositeType(of: field.name, in: concreteType) ?? field.name
            object[field.responseKey] = try json(for: value, typeName: compositeType, selectionSet: collected.selectionSet)
        }
        return .object(object)
    }

    private mutating func json(for value: RecordValue, typeName: String, selectionSet: [Selection]) throws -> JSONValue {
        switch value {
        case .scalar(let json):
            return json
        case .reference(let key):
            return try readObject(key: key, typeName: typeName, selectionSet: selectionSet)
        case .list(let items):
            var elements: [JSONValue] = []
            elements.reserveCapacity(items.count)
            for item in items {
                elements.append(try json(for: item, typeName: typeName, selectionSet: selectionSet))
            }
            return .array(elements)
        }
    }
}
