/// What the generator may put in documents besides valid operations.
public struct GeneratorOptions: Sendable {
    /// The share of documents made invalid on purpose, each in one way (a syntax error, an unknown field, a bad
    /// variable value, …); the rest are meant to be valid, though some still fail on purpose at run time (unknown
    /// codes, bad regexes, unsupported languages).
    public var invalidShare: Double
    /// Also generate type-system definitions, operations sharing a name and fragment cycles: the documents
    /// GraphQLSwift's validator crashed on (a forced cast, a dictionary trap, unbounded recursion) until the engine
    /// screened them. Off by default, so that a crash cannot end a run.
    public var documentsThatCrashedGraphQLSwift: Bool

    /// The default mix: 15 % invalid documents, none of the kinds that crashed GraphQLSwift.
    public init(invalidShare: Double = 0.15, documentsThatCrashedGraphQLSwift: Bool = false) {
        self.invalidShare = invalidShare
        self.documentsThatCrashedGraphQLSwift = documentsThatCrashedGraphQLSwift
    }
}

/// The one way an invalid document is invalid.
enum InvalidKind: String, CaseIterable, Sendable {
    /// Validation errors, one rule each (or a few related ones).
    case unknownField, unknownArgument, missingArgument, wrongLiteral, leafSelection, missingSelection
    /// Fragment, variable, directive and operation rules; a variable value that does not coerce; a syntax error.
    case fragmentProblem, variableProblem, directiveProblem, operationProblem, badVariableValue, syntax
    // Behind `documentsThatCrashedGraphQLSwift`.
    case typeSystemDefinition, duplicateOperationName, fragmentCycle

    /// The kinds generated without the flag.
    static let safe: [InvalidKind] = allCases.filter { !$0.crashedGraphQLSwift }

    /// Whether GraphQLSwift's validator crashed on documents of this kind before the engine screened them.
    var crashedGraphQLSwift: Bool {
        switch self {
        case .typeSystemDefinition, .duplicateOperationName, .fragmentCycle: true
        default: false
        }
    }
}
