import JSONCore

/// What the normalized cache needs of an operation: its root selections, the fragments they spread and the
/// defaults of its variables. `countries-codegen` emits it for every operation; `query --document` builds it
/// from GraphQLSwift's syntax tree.
public struct OperationSelections: Sendable, Hashable {
    /// The root selection set.
    public var selectionSet: [Selection]
    /// The fragments the selections spread, directly or through other fragments, by name.
    public var fragments: [String: FragmentSelections]
    /// The declared variables' default values, by name without `$`.
    public var variableDefaults: [String: JSONValue]

    /// Creates an operation's selections; a fragment named twice keeps its first definition.
    public init(selectionSet: [Selection], fragments: [FragmentSelections] = [], variableDefaults: [String: JSONValue] = [:]) {
        self.selectionSet = selectionSet
        self.fragments = Dictionary(fragments.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.variableDefaults = variableDefaults
    }

    /// A request's `variables` with the declared defaults filling what they leave out.
    public func variables(withDefaultsFor variables: [String: JSONValue]) -> [String: JSONValue] {
        variables.merging(variableDefaults) { given, _ in given }
    }
}

/// A named fragment's selections: `fragment CountryBasicInfo on Country { ... }`.
public struct FragmentSelections: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The type it applies to.
    public var typeCondition: String
    /// Its selections.
    public var selectionSet: [Selection]

    /// Creates a fragment's selections.
    public init(name: String, typeCondition: String, selectionSet: [Selection]) {
        self.name = name
        self.typeCondition = typeCondition
        self.selectionSet = selectionSet
    }
}
