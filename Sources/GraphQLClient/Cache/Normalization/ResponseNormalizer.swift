import Foundation

/// Splits a response's data into records: objects with an identity under `Type:id`, others under their path.
struct ResponseNormalizer {
    /// The selections' context.
    let context: SelectionContext
    /// The time every written field is stamped with.
    let now: Date
    /// The records written so far.
    private(set) var records = RecordSet()

    /// Creates a normalizer.
    init(context: SelectionContext, now: Date) {
        self.context = context
        self.now = now
    }

    /// Normalizes the root object of a response, the `data` member, into the root record.
    mutating func normalize(data: [String: JSONValue], selectionSet: [Selection], rootKey: CacheKey, rootType: String) {
        normalizeObject(data, key: rootKey, typeName: rootType, selectionSet: selectionSet)
    }

    private mutating func normalizeObject(
        _ object: [String: JSONValue], key: CacheKey, typeName: String, selectionSet: [Selection]
    ) {
        var record = Record(key: key)
        for collected in context.collectFields(selectionSet, typeName: typeName) {
            let field = collected.field
            // A field missing from the data (an error nulled its parent, or a server that left it out) is not written.
            guard let json = object[field.responseKey] else { continue }
            let fieldKey = context.fieldKey(field)
            let compositeType = context.schema.compositeType(of: field.name, in: typeName)
            let value: RecordValue
            if compositeType == nil && collected.selectionSet.isEmpty {
                value = .scalar(json)
            } else {
                value = normalizeComposite(
                    json, typeName: compositeType ?? field.name, path: "\(key).\(fieldKey)", selectionSet: collected.selectionSet
                )
            }
            record.fields[fieldKey] = value
            record.writtenAt[fieldKey] = now
        }
        records.merge(record)
    }

    private mutating func normalizeComposite(
        _ json: JSONValue, typeName: String, path: CacheKey, selectionSet: [Selection]
    ) -> RecordValue {
        switch json {
        case .object(let object):
            let concreteType = object["__typename"]?.stringValue ?? typeName
            let key = context.schema.cacheKey(forType: concreteType, object: object) ?? path
            normalizeObject(object, key: key, typeName: concreteType, selectionSet: selectionSet)
            return .reference(key)
        case .array(let elements):
            return .list(elements.enumerated().map { index, element in
                normalizeComposite(element, typeName: typeName, path: "\(path).\(index)", selectionSet: selectionSet)
            })
        default:
            return .scalar(json)
        }
    }
}
