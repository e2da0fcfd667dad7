import JSONCore

/// The spec's CollectFields over the selection model: the fields that apply to an object of a given type,
/// fragments and `@skip`/`@include` resolved for a request's variables. The normalized cache walks operations
/// with it, the explorer writes answers in its order, and `query --document` types a reply's shape with it.
public struct FieldCollector: FieldCollecting, Sendable {
    /// The operation's fragments by name.
    public let fragments: [String: FragmentSelections]
    /// The request's variables, defaults applied.
    public let variables: [String: JSONValue]
    private let typeSatisfies: @Sendable (_ typeName: String, _ condition: String) -> Bool

    /// Creates a collector; `satisfies` says whether an object of the first type satisfies the type condition
    /// named second.
    public init(
        fragments: [String: FragmentSelections], variables: [String: JSONValue],
        satisfies: @escaping @Sendable (_ typeName: String, _ condition: String) -> Bool
    ) {
        self.fragments = fragments
        self.variables = variables
        typeSatisfies = satisfies
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
        fields(of: [selectionSet], on: typeName).compactMap { _, nodes in
            nodes.first.map { CollectedField(field: $0, selectionSet: nodes.flatMap(\.selectionSet)) }
        }
    }

    /// What `selection` is to CollectFields.
    public func collectable(_ selection: Selection) -> CollectableSelection<FieldSelection, Selection, [Directive]>? {
        switch selection {
        case .field(let field): .field(field, responseKey: field.responseKey, directives: field.directives)
        case .fragmentSpread(let name, let directives): .fragmentSpread(name: name, directives: directives)
        case .inlineFragment(let condition, let directives, let selections):
            .inlineFragment(typeCondition: condition, directives: directives, selections: selections)
        }
    }

    /// The type condition and selections of the operation's fragment named `name`.
    public func fragment(named name: String) -> (typeCondition: String, selections: [Selection])? {
        fragments[name].map { ($0.typeCondition, $0.selectionSet) }
    }

    /// Whether an object of `typeName` satisfies the type condition `condition`, as the schema says.
    public func satisfies(_ typeName: String, _ condition: String) -> Bool {
        typeSatisfies(typeName, condition)
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
            var object: JSONObject = [:]
            for field in fields {
                if let resolved = resolve(field.value) { object[field.name] = resolved }
            }
            return .object(object)
        }
    }
}
