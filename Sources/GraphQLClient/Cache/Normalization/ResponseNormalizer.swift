import Foundation
import JSONCore

/// Splits a response's data into records: objects with an identity under `Type:id`, others under their path.
struct ResponseNormalizer {
    /// The schema's identities.
    let schema: CacheSchema
    /// The records written so far, stamped with one time (`RecordSet.writtenAt`).
    private(set) var records: RecordSet
    /// Asked every `objectsBetweenStops` objects whether to give up; once it says so, nothing more is written.
    private let stop: (() -> Bool)?
    /// Objects left before `stop` is asked again.
    private var objectsUntilStop = ResponseNormalizer.objectsBetweenStops
    /// Whether `stop` said to give up.
    private(set) var stopped = false

    /// How many objects are normalized between two questions to `stop`.
    static let objectsBetweenStops = 1024

    /// Creates a normalizer stamping fields with `now`; with `stop`, one that gives up when it says so.
    init(schema: CacheSchema, now: Date, stop: (() -> Bool)? = nil) {
        self.schema = schema
        records = RecordSet()
        records.writtenAt = now
        self.stop = stop
    }

    /// Normalizes the root object of a response, the `data` member, into the root record.
    mutating func normalize(data: JSONObject, selection: CompiledSelectionSet, rootKey: CacheKey) {
        normalizeObject(data, key: rootKey, typeName: selection.defaultType, selection: selection)
    }

    private mutating func normalizeObject(
        _ object: JSONObject, key: CacheKey, typeName: String, selection: CompiledSelectionSet
    ) {
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
                record.fields[field.fieldKey] = normalizeComposite(json, selection: child, path: "\(key).\(field.fieldKey)")
            } else {
                record.fields[field.fieldKey] = .scalar(json)
            }
        }
        records.merge(record)
    }

    private mutating func normalizeComposite(_ json: JSONValue, selection: CompiledSelectionSet, path: CacheKey) -> RecordValue {
        switch json {
        case .object(let object):
            let typeName = object["__typename"]?.stringValue ?? selection.defaultType
            let key = schema.cacheKey(forType: typeName, object: object) ?? path
            normalizeObject(object, key: key, typeName: typeName, selection: selection)
            return .reference(key)
        case .array(let elements):
            return .list(elements.enumerated().map { index, element in
                normalizeComposite(element, selection: selection, path: "\(path).\(index)")
            })
        default:
            return .scalar(json)
        }
    }
}
