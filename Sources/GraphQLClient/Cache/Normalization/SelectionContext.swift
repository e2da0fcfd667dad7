import JSONCore

/// What walking an operation's selections needs besides the data: its fragments, its variables and the
/// schema, with the rules shared by writing and reading (field keys, directives, fragment conditions).
struct SelectionContext: Sendable {
    /// The operation's fragments by name.
    let fragments: [String: FragmentSelections]
    /// The request's variables, defaults applied.
    let variables: [String: JSONValue]
    /// The schema's composite fields and identities.
    let schema: CacheSchema

    /// One response key's fields, with their sub-selections merged.
    struct CollectedField {
        /// The first field with this response key.
        let field: FieldSelection
        /// The sub-selections of every field with this response key, in order.
        let selectionSet: [Selection]
    }

    /// The fields that apply to an object of `typeName`, grouped by response key in document order.
    func collectFields(_ selectionSet: [Selection], typeName: String) -> [CollectedField] {
        var order: [String] = []
        var grouped: [String: (field: FieldSelection, selections: [Selection])] = [:]
        var visitedFragments: Set<String> = []
        collect(selectionSet, typeName: typeName, order: &order, grouped: &grouped, visited: &visitedFragments)
        return order.compactMap { key in grouped[key].map { CollectedField(field: $0.field, selectionSet: $0.selections) } }
    }

    private func collect(
        _ selectionSet: [Selection], typeName: String, order: inout [String],
        grouped: inout [String: (field: FieldSelection, selections: [Selection])], visited: inout Set<String>
    ) {
        for selection in selectionSet {
            switch selection {
            case .field(let field):
                guard isIncluded(field.directives) else { continue }
                let key = field.responseKey
                if grouped[key] == nil {
                    order.append(key)
                    grouped[key] = (field, field.selectionSet)
                } else {
                    grouped[key]?.selections += field.selectionSet
                }
            case .fragmentSpread(let name, let directives):
                guard isIncluded(directives), !visited.contains(name), let fragment = fragments[name],
                      schema.type(typeName, satisfies: fragment.typeCondition)
                else { continue }
                visited.insert(name)
                collect(fragment.selectionSet, typeName: typeName, order: &order, grouped: &grouped, visited: &visited)
            case .inlineFragment(let condition, let directives, let selections):
                guard isIncluded(directives), condition.map({ schema.type(typeName, satisfies: $0) }) ?? true else { continue }
                collect(selections, typeName: typeName, order: &order, grouped: &grouped, visited: &visited)
            }
        }
    }

    /// Whether `@skip` and `@include` let a selection through.
    func isIncluded(_ directives: [Directive]) -> Bool {
        for directive in directives where directive.name == "skip" || directive.name == "include" {
            let condition = directive.arguments.first { $0.name == "if" }.flatMap { resolve($0.value) }
            let flag = condition == .bool(true)
            if directive.name == "skip" && flag { return false }
            if directive.name == "include" && !flag { return false }
        }
        return true
    }

    /// The key a field is stored under: its name, with its arguments when it has any (`name(lang:"fr")`).
    func fieldKey(_ field: FieldSelection) -> String {
        guard !field.arguments.isEmpty else { return field.name }
        let arguments = field.arguments
            .compactMap { argument in resolve(argument.value).map { (argument.name, $0) } }
            .sorted { $0.0 < $1.0 }
        guard !arguments.isEmpty else { return field.name }
        let rendered = arguments.map { name, value in "\(name):\(String(decoding: value.jsonData, as: UTF8.self))" }
        return "\(field.name)(\(rendered.joined(separator: ",")))"
    }

    /// A document value with its variables substituted; nil for a variable the request does not set.
    func resolve(_ value: InputValue) -> JSONValue? {
        switch value {
        case .variable(let name):
            return variables[name]
        case .constant(let constant):
            return constant
        case .list(let items):
            return .array(items.map { resolve($0) ?? .null })
        case .object(let fields):
            var object: [String: JSONValue] = [:]
            for field in fields {
                if let resolved = resolve(field.value) { object[field.name] = resolved }
            }
            return .object(object)
        }
    }
}
