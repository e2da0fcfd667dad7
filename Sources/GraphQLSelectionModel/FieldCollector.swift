import JSONCore

/// The spec's CollectFields over the selection model: the fields that apply to an object of a given type,
/// fragments and `@skip`/`@include` resolved for a request's variables. The normalized cache walks operations
/// with it, and `query --document` types a reply's shape with it.
public struct FieldCollector: Sendable {
    /// The operation's fragments by name.
    public let fragments: [String: FragmentSelections]
    /// The request's variables, defaults applied.
    public let variables: [String: JSONValue]
    /// Whether an object of the first type satisfies the type condition named second.
    public let satisfies: @Sendable (_ typeName: String, _ condition: String) -> Bool

    /// Creates a collector.
    public init(
        fragments: [String: FragmentSelections], variables: [String: JSONValue],
        satisfies: @escaping @Sendable (_ typeName: String, _ condition: String) -> Bool
    ) {
        self.fragments = fragments
        self.variables = variables
        self.satisfies = satisfies
    }

    /// One response key's fields, with their sub-selections merged.
    public struct CollectedField: Sendable {
        /// The first field with this response key.
        public let field: FieldSelection
        /// The sub-selections of every field with this response key, in order.
        public let selectionSet: [Selection]
    }

    /// The fields that apply to an object of `typeName`, grouped by response key in document order.
    public func collectFields(_ selectionSet: [Selection], typeName: String) -> [CollectedField] {
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
                      satisfies(typeName, fragment.typeCondition)
                else { continue }
                visited.insert(name)
                collect(fragment.selectionSet, typeName: typeName, order: &order, grouped: &grouped, visited: &visited)
            case .inlineFragment(let condition, let directives, let selections):
                guard isIncluded(directives), condition.map({ satisfies(typeName, $0) }) ?? true else { continue }
                collect(selections, typeName: typeName, order: &order, grouped: &grouped, visited: &visited)
            }
        }
    }

    /// Whether `@skip` and `@include` let a selection through.
    public func isIncluded(_ directives: [Directive]) -> Bool {
        for directive in directives where directive.name == "skip" || directive.name == "include" {
            let condition = directive.arguments.first { $0.name == "if" }.flatMap { resolve($0.value) }
            let flag = condition == .bool(true)
            if directive.name == "skip" && flag { return false }
            if directive.name == "include" && !flag { return false }
        }
        return true
    }

    /// A written value with its variables substituted; nil for a variable the request does not set.
    public func resolve(_ value: InputValue) -> JSONValue? {
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
