import JSONCore

/// One entry of a selection set, as generated code and `query --document` describe an operation to the
/// normalized cache (Apollo's `__selections`).
public indirect enum Selection: Sendable, Hashable {
    /// A field, possibly with its own selections.
    case field(FieldSelection)
    /// `...Name`: a fragment of the operation's `fragments`.
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
