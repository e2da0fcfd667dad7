/// A parsed GraphQL executable document: its operations and fragments, as the cache needs them.
public struct ExecutableDocument: Sendable, Hashable {
    /// The operations, in document order.
    public var operations: [OperationDefinition]
    /// The fragments by name.
    public var fragments: [String: FragmentDefinition]

    /// Creates a document.
    public init(operations: [OperationDefinition], fragments: [String: FragmentDefinition]) {
        self.operations = operations
        self.fragments = fragments
    }

    /// The operation with this name; with no name, the only operation (nil when there are several).
    public func operation(named name: String?) -> OperationDefinition? {
        guard let name else { return operations.count == 1 ? operations.first : nil }
        return operations.first { $0.name == name }
    }
}

/// `query`, `mutation` or `subscription`.
public enum OperationKind: String, Sendable, Hashable {
    /// A read.
    case query
    /// A write.
    case mutation
    /// A stream of events.
    case subscription
}

/// One operation of a document.
public struct OperationDefinition: Sendable, Hashable {
    /// Query, mutation or subscription.
    public var kind: OperationKind
    /// The name, when it has one.
    public var name: String?
    /// The declared variables, in order.
    public var variables: [VariableDefinition]
    /// The root selection set.
    public var selectionSet: [Selection]

    /// Creates an operation.
    public init(kind: OperationKind, name: String?, variables: [VariableDefinition], selectionSet: [Selection]) {
        self.kind = kind
        self.name = name
        self.variables = variables
        self.selectionSet = selectionSet
    }
}

/// A declared variable: `$code: ID! = "JP"`.
public struct VariableDefinition: Sendable, Hashable {
    /// The name, without `$`.
    public var name: String
    /// The type as written, such as `ID!` or `[String!]`.
    public var type: String
    /// The default value, if any.
    public var defaultValue: InputValue?

    /// Creates a variable definition.
    public init(name: String, type: String, defaultValue: InputValue? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A named fragment: `fragment CountryBasicInfo on Country { ... }`.
public struct FragmentDefinition: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The type it applies to.
    public var typeCondition: String
    /// Its selections.
    public var selectionSet: [Selection]

    /// Creates a fragment definition.
    public init(name: String, typeCondition: String, selectionSet: [Selection]) {
        self.name = name
        self.typeCondition = typeCondition
        self.selectionSet = selectionSet
    }
}

/// One entry of a selection set.
public indirect enum Selection: Sendable, Hashable {
    /// A field, possibly with its own selections.
    case field(FieldSelection)
    /// `...Name`.
    case fragmentSpread(name: String, directives: [Directive])
    /// `... on Type { ... }` or `... @include(if: $x) { ... }`.
    case inlineFragment(typeCondition: String?, directives: [Directive], selectionSet: [Selection])
}

/// A field selection: `alias: name(arg: value) @directive { ... }`.
public struct FieldSelection: Sendable, Hashable {
    /// The alias, when it has one.
    public var alias: String?
    /// The schema field's name.
    public var name: String
    /// The arguments, in document order.
    public var arguments: [InputArgument]
    /// The directives.
    public var directives: [Directive]
    /// The sub-selections; empty for a leaf field.
    public var selectionSet: [Selection]

    /// Creates a field selection.
    public init(
        alias: String? = nil, name: String, arguments: [InputArgument] = [], directives: [Directive] = [],
        selectionSet: [Selection] = []
    ) {
        self.alias = alias
        self.name = name
        self.arguments = arguments
        self.directives = directives
        self.selectionSet = selectionSet
    }

    /// The key of the field in the response: the alias, else the name.
    public var responseKey: String { alias ?? name }
}

/// A named argument: `code: $code`.
public struct InputArgument: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The value.
    public var value: InputValue

    /// Creates an argument.
    public init(name: String, value: InputValue) {
        self.name = name
        self.value = value
    }
}

/// A directive: `@include(if: $withStates)`.
public struct Directive: Sendable, Hashable {
    /// The name, without `@`.
    public var name: String
    /// The arguments.
    public var arguments: [InputArgument]

    /// Creates a directive.
    public init(name: String, arguments: [InputArgument] = []) {
        self.name = name
        self.arguments = arguments
    }
}

/// A value written in a document, which may refer to variables anywhere inside it.
public indirect enum InputValue: Sendable, Hashable {
    /// `$name`.
    case variable(String)
    /// Any constant: numbers, strings, booleans, `null`, and enum values (as strings).
    case constant(JSONValue)
    /// `[a, b]`.
    case list([InputValue])
    /// `{name: value}`, fields in document order.
    case object([InputArgument])
}
