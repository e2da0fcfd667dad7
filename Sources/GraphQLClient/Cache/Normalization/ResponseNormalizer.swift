import Foundation
import JSONCore

/// Splits a response's data into records: objects with an identity under `Type:id`, others under their path.
///
/// The records go to the cache a batch at a time (`recordsPerBatch`), so that a large reply's records are never all
/// held at once beside its data.
struct ResponseNormalizer {
    /// The schema's identities.
    let schema: CacheSchema
    /// When the records were written.
    private let now: Date
    /// The records normalized since the last batch was handed over, stamped with `now` (`RecordSet.writtenAt`).
    private var batch = RecordSet()
    /// Asked every `objectsBetweenStops` objects, and at the end, whether to give up.
    private let stop: (() -> Bool)?
    /// Objects left before `stop` is asked again.
    private var objectsUntilStop = ResponseNormalizer.objectsBetweenStops
    /// Whether `stop` said to give up.
    private var stopped = false

    /// How many objects are normalized between two questions to `stop`.
    static let objectsBetweenStops = 1024
    /// How many records a batch holds at most.
    static let recordsPerBatch = 1024

    /// Creates a normalizer stamping fields with `now`; with `stop`, one that gives up when it says so.
    init(schema: CacheSchema, now: Date, stop: (() -> Bool)? = nil) {
        self.schema = schema
        self.now = now
        batch.writtenAt = now
        self.stop = stop
    }

    /// Normalizes the root object of a response, the `data` member, into the root record, handing the records to
    /// `merge` a batch at a time; false when `stop` said to give up, before the end or at it (see `RecordBatches`).
    mutating func normalize(
        data: JSONObject, selection: CompiledSelectionSet, rootKey: CacheKey, merging merge: (RecordSet) throws -> Void
    ) rethrows -> Bool {
        try normalizeObject(data, key: rootKey, typeName: selection.defaultType, selection: selection, merge: merge)
        if !stopped, !batch.isEmpty { try merge(batch) }
        if !stopped, let stop { stopped = stop() }
        return !stopped
    }

    private mutating func normalizeObject(
        _ object: JSONObject, key: CacheKey, typeName: String, selection: CompiledSelectionSet, merge: (RecordSet) throws -> Void
    ) rethrows {
        if let stop, !stopped {
            objectsUntilStop -= 1
            if objectsUntilStop == 0 {
                objectsUntilStop = Self.objectsBetweenStops
                stopped = stop()
            }
        }
        guard !stopped else { return }
        var record = Record(key: key)
        for field in selection.fields(for: typeName).fields {
            // A field missing from the data (an error nulled its parent, or a server that left it out) is not written.
            guard let json = object[field.responseKey] else { continue }
            if let child = field.selection {
                record.fields[field.fieldKey] = try normalizeComposite(json, selection: child, path: "\(key).\(field.fieldKey)", merge: merge)
            } else {
                record.fields[field.fieldKey] = .scalar(json)
            }
        }
        batch.merge(record)
        if batch.count >= Self.recordsPerBatch {
            try merge(batch)
            batch = RecordSet()
            batch.writtenAt = now
        }
    }

    private mutating func normalizeComposite(
        _ json: JSONValue, selection: CompiledSelectionSet, path: CacheKey, merge: (RecordSet) throws -> Void
    ) rethrows -> RecordValue {
        switch json {
        case .object(let object):
            let typeName = object["__typename"]?.stringValue ?? selection.defaultType
            let key = schema.cacheKey(forType: typeName, object: object) ?? path
            try normalizeObject(object, key: key, typeName: typeName, selection: selection, merge: merge)
            return .reference(key)
        case .array(let elements):
            return .list(try elements.enumerated().map { index, element in
                try normalizeComposite(element, selection: selection, path: "\(path).\(index)", merge: merge)
            })
        default:
            return .scalar(json)
        }
    }
}
