import GraphQLSelectionModel
import JSONCore

/// An answer's `data` as the server wrote it: pretty-printed, each object's members in the order of the
/// operation's selections, which is the order a GraphQL server answers in (the spec's CollectFields), where
/// `JSONValue.prettyJSONData` sorts them.
enum AnswerText {
    /// `data` indented as `prettyJSONData` indents it, in the order of `selections`; members the selections do
    /// not name (none, in an answer to them) come last, sorted.
    static func pretty(_ data: JSONValue, selections: OperationSelections, variables: [String: JSONValue]) -> String {
        // Without `__typename`, an object satisfies every condition: the Countries schema has no abstract types.
        let collector = FieldCollector(fragments: selections.fragments, variables: selections.variables(withDefaultsFor: variables)) { type, condition in
            type.isEmpty || type == condition
        }
        var text = ""
        write(data, selectionSet: selections.selectionSet, collector: collector, level: 0, into: &text)
        return text
    }

    private static func write(_ value: JSONValue, selectionSet: [Selection], collector: FieldCollector, level: Int, into text: inout String) {
        switch value {
        case .object(let members):
            let fields = collector.collectFields(selectionSet, typeName: members["__typename"]?.stringValue ?? "")
            let named = fields.map(\.field.responseKey).filter { members[$0] != nil }
            let keys = named + members.keys.filter { !named.contains($0) }.sorted()
            let selections = Dictionary(fields.map { ($0.field.responseKey, $0.selectionSet) }) { first, _ in first }
            writeContainer("{", "}", count: keys.count, level: level, into: &text) { index, text in
                text += String(decoding: JSONValue.string(keys[index]).prettyJSONData, as: UTF8.self) + " : "
                write(members[keys[index]] ?? .null, selectionSet: selections[keys[index]] ?? [], collector: collector, level: level + 1, into: &text)
            }
        case .array(let elements):
            writeContainer("[", "]", count: elements.count, level: level, into: &text) { index, text in
                write(elements[index], selectionSet: selectionSet, collector: collector, level: level + 1, into: &text)
            }
        default:
            text += String(decoding: value.prettyJSONData, as: UTF8.self)
        }
    }

    /// An object's or array's brackets around its `count` entries, each on a line of its own one level in.
    private static func writeContainer(
        _ open: String, _ close: String, count: Int, level: Int, into text: inout String, entry: (Int, inout String) -> Void
    ) {
        text += open
        for index in 0..<count {
            text += (index > 0 ? "," : "") + "\n" + String(repeating: " ", count: (level + 1) * 2)
            entry(index, &text)
        }
        text += (count > 0 ? "\n" + String(repeating: " ", count: level * 2) : "") + close
    }
}
