import CountriesEngine

/// Generates random requests over the whole Countries schema, reproducibly from a seed: every field and
/// argument; variables of every input type (null, omitted, defaults, single values for lists, input objects);
/// `@skip` and `@include` with literals and variables; named, inline and nested fragments; aliases, conflicting
/// ones included; `__typename` anywhere; `__schema` and `__type(name:)`; several operations with
/// `operationName`; and invalid documents and variables, each invalid in one way. Layout (line breaks, commas,
/// tabs, comments, CRLF) varies, so that error locations are checked on many lines and columns.
///
/// Valid documents stay within the engine's limits: fields nest at most 6 deep and the estimated number of
/// values stays far below its result bound.
public struct DocumentGenerator {
    /// The deepest field nesting the engine accepts (`QueryLimits.maxDepth`).
    static let maxDepth = 6

    /// The schema's types, fields and arguments.
    let schema: SchemaModel
    /// The strings values are chosen from.
    let pools: ValuePools
    /// What may be generated.
    let options: GeneratorOptions
    /// The seeded source of every choice.
    var random: SeededRandom
    /// The document being generated.
    var draft = Draft()
    /// Every coordinate and feature generated so far (`Country.name(lang:)`, `variable:[String!]`, …).
    public private(set) var coverage: Set<String> = []

    /// A generator for `schema` (the engine's executable schema) whose values come from `dataset`.
    public init(seed: UInt64, schema: SchemaModel, dataset: CountriesDataset, options: GeneratorOptions = GeneratorOptions()) {
        self.schema = schema
        self.options = options
        pools = ValuePools(dataset: dataset, schema: schema)
        random = SeededRandom(seed: seed)
    }

    /// The next request.
    public mutating func next() -> GeneratedRequest {
        draft = Draft()
        draft.budget = random.weighted([(55, 400), (30, 3_000), (15, 15_000)])
        draft.selectionsLeft = random.weighted([(50, 12), (35, 30), (15, 80)])
        if random.chance(options.invalidShare) {
            let kinds = options.documentsThatCrashedGraphQLSwift ? InvalidKind.allCases : InvalidKind.safe
            draft.plan = random.pick(kinds)
            note("invalid:\(draft.plan?.rawValue ?? "")")
        }
        let operationCount = random.weighted([(85, 1), (10, 2), (5, 3)])
        var operations: [OperationDraft] = []
        for index in 0..<operationCount {
            let name: String? = operationCount > 1 || random.chance(0.5) ? "Op\(index + 1)" : nil
            operations.append(operation(named: name, isLast: index == operationCount - 1))
        }
        if operationCount > 1 { note("operations:several") }
        let selected = random.int(0...(operationCount - 1))
        var operationName = operations[selected].name
        if operationCount == 1, random.chance(0.4) { operationName = nil }
        adjustOperations(&operations, operationName: &operationName)
        var definitions = operations.map(\.tokens) + draft.fragments.map(\.definition)
        definitions += documentLevelProblems()
        if random.chance(0.3) { definitions.shuffle(using: &random) }
        var text = DocumentLayout.text(of: definitions, random: &random)
        if draft.plan == .syntax { text = DocumentLayout.corrupted(text, random: &random) }
        return GeneratedRequest(
            query: text, operationName: operationName, variables: variablesJSON(for: operations[selected].variables)
        )
    }

    /// What enough documents must reach: every field, argument and input field of the schema and of
    /// introspection, and every feature of the generator (variable types and values, literals, directives,
    /// fragments, aliases, operations, and each way of being invalid but those behind a flag).
    public var expectedCoverage: Set<String> {
        var expected = schema.coordinates.union(IntrospectionModel.coordinates)
        expected.formUnion([
            "__typename", "alias", "alias:conflict", "alias:reused-key", "@skip(if:)", "@include(if:)",
            "fragment:named", "fragment:nested", "fragment:inline", "fragment:inline-untyped", "fragment:reused",
            "operations:several", "operation:shorthand", "operation:mutation", "operation:subscription", "literal:null", "literal:single-for-list",
            "literal:empty-object", "literal:ID-as-integer", "variable:omitted", "variable:null", "variable:default",
            "variable:null-over-default", "variable:single-for-list", "variable:ID-as-integer", "variable:reused",
            "variable:non-null-in-nullable-position", "variable:nullable-with-default-in-non-null-position",
            "variables:undefined-extra",
        ])
        for fields in schema.objects.values {
            for argument in fields.flatMap(\.arguments) { expected.insert("variable:\(argument.type)") }
        }
        for fields in schema.inputs.values {
            for field in fields { expected.insert("variable:\(field.type)") }
        }
        expected.insert("variable:Boolean!")
        expected.formUnion(GraphQLLiteral.escapes.map { "escape:\($0)" })
        let kinds = options.documentsThatCrashedGraphQLSwift ? InvalidKind.allCases : InvalidKind.safe
        expected.formUnion(kinds.map { "invalid:\($0.rawValue)" })
        return expected
    }

    /// Records that a coordinate or feature was generated.
    mutating func note(_ feature: String) {
        coverage.insert(feature)
    }

    /// The next unused name for an alias, variable or fragment.
    mutating func freshName(_ prefix: String) -> String {
        draft.names += 1
        return "\(prefix)\(draft.names)"
    }

    private mutating func operation(named name: String?, isLast: Bool) -> OperationDraft {
        draft.variables = []
        var body = selectionSet(on: schema.queryType, multiplicity: .root, depth: 0)
        if isLast, let plan = draft.plan, !draft.planted, let extra = fallbackRootSelection(for: plan) {
            body.insert(contentsOf: extra, at: body.count - 1)
        }
        let variables = draft.variables
        // Now and then a root the schema lacks: graphql-js validates its selections all the same (directives,
        // variables, values, fragments, field merging), then refuses to execute it.
        let type = random.weighted([(94, "query"), (3, "mutation"), (3, "subscription")])
        if type != "query" { note("operation:\(type)") }
        var tokens: [String] = []
        if type == "query", variables.isEmpty, name == nil, random.chance(0.6) {
            note("operation:shorthand")
        } else {
            tokens.append(type)
            if let name { tokens.append(name) }
            if !variables.isEmpty {
                tokens.append("(")
                for variable in variables { tokens += variable.definitionTokens }
                tokens.append(")")
            }
        }
        return OperationDraft(name: name, tokens: tokens + body, variables: variables)
    }

    /// The request's `variables` object: the selected operation's given values, sometimes with one it does not
    /// define; nil (no `variables` at all) or `{}` when there is nothing to give.
    private mutating func variablesJSON(for variables: [VariableSlot]) -> OrderedJSON? {
        var members = variables.compactMap { slot in slot.value.map { OrderedJSON.Member(slot.name, $0) } }
        if random.chance(0.03) {
            members.append(OrderedJSON.Member("notDefined", .string("JP")))
            note("variables:undefined-extra")
        }
        if members.isEmpty { return random.chance(0.5) ? nil : .object([]) }
        return .object(members)
    }
}

/// The state of the document being generated.
struct Draft {
    /// The values the document may still produce, estimated as the engine bounds them.
    var budget = 0
    /// The selections the document may still have, so that documents stay small (introspection is not bounded
    /// by `budget`).
    var selectionsLeft = 0
    /// The way this document is to be invalid, if it is.
    var plan: InvalidKind?
    /// Whether `plan` has been put in the document.
    var planted = false
    /// The variables of the operation being generated.
    var variables: [VariableSlot] = []
    /// The document's fragments, in the order they were made.
    var fragments: [FragmentSlot] = []
    /// The variables each fragment body being generated uses, innermost last.
    var openFragments: [[VariableSlot]] = []
    /// The deepest field nesting reached since the fragment being made began (the engine's depth: introspection
    /// not counted).
    var deepest = 0
    /// The counter behind fresh names.
    var names = 0
}

/// One operation: its tokens, and the variables it defines with the values the request gives them.
struct OperationDraft {
    /// The operation's name, if it has one.
    let name: String?
    /// Its tokens, from `query` (or `{` for the shorthand) to its last `}`.
    var tokens: [String]
    /// The variables it defines.
    var variables: [VariableSlot]
}

/// A variable: its definition, and the JSON value the request gives it (nil: left out of `variables`).
struct VariableSlot {
    /// The name, without `$`.
    let name: String
    /// The declared type.
    let type: TypeReference
    /// The default value's tokens, if it has one.
    let defaultValue: [String]?
    /// The value the request gives it.
    var value: OrderedJSON?

    /// `$name: Type = default`.
    var definitionTokens: [String] {
        var tokens = ["$" + name, ":"] + DocumentGenerator.tokens(of: type)
        if let defaultValue { tokens += ["="] + defaultValue }
        return tokens
    }
}

/// A named fragment: its definition, what it costs for each object it is spread on, how deep its fields nest,
/// and the variables an operation spreading it must define.
struct FragmentSlot {
    /// The fragment's name.
    let name: String
    /// The type it is on.
    let typeCondition: String
    /// `fragment Name on Type { … }`, as tokens.
    let definition: [String]
    /// The values it adds for each object it is spread on.
    let costPerObject: Int
    /// How many selections it holds, fragments it spreads included.
    let selections: Int
    /// How deep its fields nest.
    let depth: Int
    /// The variables it uses, which an operation spreading it must define.
    let variables: [VariableSlot]
}
