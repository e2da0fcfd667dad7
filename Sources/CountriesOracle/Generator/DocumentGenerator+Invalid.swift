/// Where an invalid document gets its one problem: at a random site of the kind while generating, else at a
/// place made for it at the end of the last operation or in the document itself.
extension DocumentGenerator {
    /// Whether to put the planned problem of kind `kind` here; true at most once a document.
    mutating func plant(_ kind: InvalidKind) -> Bool {
        guard draft.plan == kind, !draft.planted, random.chance(0.3) else { return false }
        draft.planted = true
        return true
    }

    /// A selection that is an unknown field, a leaf with a selection set, or a bad fragment, when one is planned.
    mutating func plantedSelection(on type: String) -> [String]? {
        if plant(.unknownField) {
            let others = schema.objectNames.filter { $0 != type }.flatMap { fields(of: $0).map(\.name) }
            return [random.pick(["bogus", "Code", "name_"] + others.filter { name in !fields(of: type).contains { $0.name == name } })]
        }
        if plant(.leafSelection) {
            let leaves = fields(of: type).filter { !isComposite($0.type.namedType) && $0.arguments.isEmpty }.map(\.name)
            return [random.pick(leaves + ["__typename"]), "{", random.pick(["name", "length", "__typename"]), "}"]
        }
        if plant(.fragmentProblem) {
            let other = schema.objectNames.first { $0 != type && $0 != schema.queryType } ?? "Country"
            return random.pick([
                ["...", "Nope"],
                ["...", "on", other, "{", "__typename", "}"],
                ["...", "on", "Nope", "{", "__typename", "}"],
                ["...", "on", "String", "{", "__typename", "}"],
                ["...", "on", "StringQueryOperatorInput", "{", "eq", "}"],
            ])
        }
        return nil
    }

    /// A literal of the wrong kind for `type`.
    mutating func wrongLiteral(for type: TypeReference) -> [String] {
        var choices: [String]
        switch type.nullable {
        case .named("Boolean"): choices = ["\"true\"", "1", "TRUE", "{}", "[true]"]
        case .named("ID"): choices = ["1.5", "true", "JP", "{}", "[\"JP\"]"]
        case .named("String"): choices = ["1", "false", "fr", "{}", "[\"fr\"]", "1e3"]
        case .named("StringQueryOperatorInput"): choices = ["\"JP\"", "{ code: \"JP\" }", "{ eq: 1 }", "{ in: [1] }", "{ eq: \"a\" eq: \"b\" }", "[]"]
        case .named(let name) where schema.inputs[name] != nil: choices = ["\"JP\"", "{ bogus: { eq: \"JP\" } }", "{ code: \"JP\" }", "{ code: { eq: \"a\" } code: { eq: \"b\" } }", "true"]
        case .list: choices = ["[1]", "[null]", "{ eq: \"JP\" }", "[[\"JP\"]]", "1"]
        default: choices = ["{}", "[]"]
        }
        if type.isNonNull { choices.append("null") }
        return [random.pick(choices)]
    }

    /// A variable that breaks a validation rule: undefined, unused elsewhere, of an unknown or output type, or
    /// in a position its type does not fit.
    mutating func variableProblem(for position: TypeReference, pool: String) -> [String] {
        switch random.int(0..<6) {
        case 0: return ["$undefinedVariable"]
        case 1:
            // Defined but not used: the position gets a literal.
            _ = define(VariableSlot(name: freshName("unused"), type: position, defaultValue: nil, value: json(for: position, pool: pool)))
            return value(for: position, coordinate: "unused", pool: pool, constant: true)
        case 2: return define(VariableSlot(name: freshName("v"), type: .named("Nope"), defaultValue: nil, value: .string("JP")))
        case 3: return define(VariableSlot(name: freshName("v"), type: .named("Country"), defaultValue: nil, value: .string("JP")))
        case 4:
            // The nullable type in a non-null position, without a default; or a list where a single value goes.
            let type: TypeReference = position.isNonNull ? position.nullable : .list(position)
            return define(VariableSlot(name: freshName("v"), type: type, defaultValue: nil, value: json(for: position, pool: pool)))
        default:
            let other: TypeReference = position.namedType == "String" ? .named("ID") : .named("String")
            return define(VariableSlot(name: freshName("v"), type: other, defaultValue: nil, value: .string("JP")))
        }
    }

    /// A JSON value that does not coerce to `type`: a request error.
    mutating func badValue(for type: TypeReference, pool: String) -> OrderedJSON? {
        var choices: [OrderedJSON?] = []
        if type.isNonNull { choices += [nil, .null] }
        switch type.nullable {
        case .named("Boolean"): choices += [.number(1), .number(0), .string("true"), .array([.bool(true)])]
        case .named("ID"): choices += [.number(1.5), .bool(true), .object([]), .array([.string("JP")])]
        case .named("String"): choices += [.number(3), .bool(false), .object([]), .array([.string("fr")])]
        case .named(let name) where schema.inputs[name] != nil:
            choices += [
                .string("JP"), .object([OrderedJSON.Member("bogus", .string("JP"))]),
                .object([OrderedJSON.Member("eq", .number(1))]), .object([OrderedJSON.Member("code", .string("JP"))]),
            ]
        case .list(let item):
            choices += [.array([.array([.string("JP")])]), .array([.number(1)])]
            if item.isNonNull { choices.append(.array([.null])) }
        default: choices += [.object([])]
        }
        return random.pick(choices)
    }

    /// A directive that breaks a rule: unknown, without its argument, repeated, or in a place it is not allowed.
    mutating func directiveProblem() -> [String] {
        random.pick([
            ["@nope"],
            ["@skip"],
            ["@include", "(", "if", ":", "true", "if", ":", "false", ")"],
            ["@skip", "(", "if", ":", "false", ")", "@skip", "(", "if", ":", "true", ")"],
            ["@deprecated"],
            ["@specifiedBy", "(", "url", ":", "\"x\"", ")"],
            ["@include", "(", "when", ":", "true", ")"],
        ])
    }

    /// A root selection carrying the planned problem, when no site was chosen while generating.
    mutating func fallbackRootSelection(for kind: InvalidKind) -> [String]? {
        let alias = freshName("bad")
        let selection: [String]? = switch kind {
        case .unknownField: ["bogus"]
        case .unknownArgument: [alias, ":", "__typename", "(", "bogus", ":", "1", ")"]
        case .missingArgument: [alias, ":", "country", "{", "code", "}"]
        case .wrongLiteral: [alias, ":", "country", "(", "code", ":"] + wrongLiteral(for: .nonNull(.named("ID"))) + [")", "{", "code", "}"]
        case .leafSelection: [alias, ":", "__typename", "{", "name", "}"]
        case .missingSelection: [alias, ":", "continents"]
        case .fragmentProblem: ["...", "Nope"]
        case .variableProblem: [alias, ":", "country", "(", "code", ":"] + variableProblem(for: .nonNull(.named("ID")), pool: "Query.country(code:)") + [")", "{", "code", "}"]
        case .directiveProblem: ["__typename"] + directiveProblem()
        case .fragmentCycle: ["...CycleA"]
        case .badVariableValue:
            [alias, ":", "country", "(", "code", ":"] + define(VariableSlot(
                name: freshName("v"), type: .nonNull(.named("ID")), defaultValue: nil,
                value: badValue(for: .nonNull(.named("ID")), pool: "Query.country(code:)")
            )) + [")", "{", "code", "}"]
        default: nil
        }
        if selection != nil { draft.planted = true }
        return selection
    }

    /// Makes the operations break an operation rule, when that is planned: an unknown `operationName`, several
    /// operations without one, an anonymous operation among others, a mutation or subscription (the schema has
    /// neither), or two operations of one name.
    mutating func adjustOperations(_ operations: inout [OperationDraft], operationName: inout String?) {
        switch draft.plan {
        case .operationProblem?:
            draft.planted = true
            switch random.int(0..<4) {
            case 0: operationName = "Nope"
            case 1:
                if operations.count > 1 { operationName = nil } else { operationName = "Nope" }
            case 2: operations.append(OperationDraft(name: nil, tokens: ["{", "__typename", "}"], variables: []))
            default:
                let keyword = random.chance(0.5) ? "mutation" : "subscription"
                let index = operations.firstIndex { $0.name == operationName } ?? 0
                if let first = operations[index].tokens.first, ["query", "mutation", "subscription"].contains(first) {
                    operations[index].tokens[0] = keyword
                } else {
                    operations[index].tokens.insert(keyword, at: 0)
                }
            }
        case .duplicateOperationName?:
            draft.planted = true
            let copied = random.pick(operations)
            if copied.name == nil {
                operations.append(copied)
            } else {
                operations.append(OperationDraft(name: copied.name, tokens: ["query", copied.name ?? "", "{", "__typename", "}"], variables: []))
            }
        default:
            break
        }
    }

    /// Definitions added to the document for its planned problem: an unused fragment or variable, a type-system
    /// definition, a cycle of fragments.
    mutating func documentLevelProblems() -> [[String]] {
        switch draft.plan {
        case .fragmentProblem? where !draft.planted:
            draft.planted = true
            return [["fragment", "Unused", "on", "Country", "{", "code", "}"]]
        case .typeSystemDefinition?:
            draft.planted = true
            return [random.pick([
                ["type", "Extra", "{", "a", ":", "String", "}"],
                ["extend", "type", "Query", "{", "extra", ":", "String", "}"],
                ["scalar", "Date"],
                ["schema", "{", "query", ":", "Query", "}"],
                ["directive", "@nope", "on", "FIELD"],
            ])]
        case .fragmentCycle?:
            return [
                ["fragment", "CycleA", "on", "Query", "{", "__typename", "...CycleB", "}"],
                ["fragment", "CycleB", "on", "Query", "{", "...CycleA", "}"],
            ]
        case .syntax?:
            draft.planted = true
            return []
        default:
            return []
        }
    }
}
