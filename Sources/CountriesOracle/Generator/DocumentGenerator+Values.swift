extension DocumentGenerator {
    /// The tokens of a type (`[`, `String`, `!`, `]`).
    static func tokens(of type: TypeReference) -> [String] {
        switch type {
        case .named(let name): [name]
        case .list(let item): ["["] + tokens(of: item) + ["]"]
        case .nonNull(let inner): tokens(of: inner) + ["!"]
        }
    }

    /// A value for an argument or input field of `type`: a literal, or (unless `constant`, as in a variable's
    /// default) sometimes a variable. `coordinate` is what coverage records; `pool` says which strings fit.
    mutating func value(for type: TypeReference, coordinate: String, pool: String, constant: Bool = false) -> [String] {
        if plant(.wrongLiteral) { return wrongLiteral(for: type) }
        if !constant {
            if plant(.variableProblem) { return variableProblem(for: type, pool: pool) }
            if random.chance(0.2) { return variable(for: type, pool: pool) }
        }
        if !type.isNonNull, random.chance(0.07) {
            note("literal:null")
            return ["null"]
        }
        switch type.nullable {
        case .list(let item):
            if random.chance(0.25) {
                note("literal:single-for-list")
                return value(for: item, coordinate: coordinate, pool: pool, constant: constant)
            }
            var tokens = ["["]
            for _ in 0..<random.weighted([(15, 0), (45, 1), (30, 2), (10, 3)]) {
                tokens += value(for: item, coordinate: coordinate, pool: pool, constant: constant)
            }
            return tokens + ["]"]
        case .named(let name):
            if let fields = schema.inputs[name] {
                return inputObject(name, fields: fields, pool: pool, constant: constant)
            }
            return scalarLiteral(name, pool: pool)
        case .nonNull:
            return ["null"]
        }
    }

    private mutating func inputObject(_ name: String, fields: [InputValueModel], pool: String, constant: Bool) -> [String] {
        var chosen = fields.filter { _ in random.chance(0.4) }
        if chosen.isEmpty, random.chance(0.75) { chosen = [random.pick(fields)] }
        chosen.shuffle(using: &random)
        if chosen.isEmpty { note("literal:empty-object") }
        var tokens = ["{"]
        for field in chosen {
            let coordinate = "\(name).\(field.name)"
            note(coordinate)
            tokens += [field.name, ":"] + value(
                for: field.type, coordinate: coordinate, pool: Self.pool(of: field.name, in: name, outer: pool), constant: constant
            )
        }
        return tokens + ["}"]
    }

    /// Which strings suit an input field: a filter's operators take the strings of the field they filter,
    /// `regex` takes patterns.
    private static func pool(of field: String, in type: String, outer: String) -> String {
        guard type == "StringQueryOperatorInput" else { return "\(type).\(field)" }
        return field == "regex" ? "regex" : outer
    }

    private mutating func scalarLiteral(_ name: String, pool: String) -> [String] {
        switch name {
        case "Boolean": return [random.chance(0.5) ? "true" : "false"]
        case "Int": return [String(random.int(-3...300))]
        case "Float": return [random.pick(["1.5", "0", "-2e3"])]
        case "ID" where random.chance(0.08):
            note("literal:ID-as-integer")
            return [String(random.int(0...99))]
        default:
            // Now and then a string of any kind, so that every escape is written somewhere.
            let value = random.chance(0.1) ? random.pick(pools.anyStrings) : string(from: pool)
            let literal = GraphQLLiteral.string(value, random: &random)
            for escape in GraphQLLiteral.escapesWritten(in: literal) { note("escape:\(escape)") }
            return [literal]
        }
    }

    /// A string from a pool of `ValuePools`.
    mutating func string(from pool: String) -> String {
        pool == "regex" ? random.pick(pools.patterns) : random.pick(pools.strings(for: pool))
    }

    // MARK: Variables

    /// `$name` for a variable that fits a position of `type`: one already defined, or a new definition, of the
    /// position's type, a stricter one, or a nullable one with a default in a non-null position.
    mutating func variable(for position: TypeReference, pool: String) -> [String] {
        let fitting = draft.variables.filter { Self.fits($0, in: position) }
        if !fitting.isEmpty, random.chance(0.3) {
            let slot = random.pick(fitting)
            adopt(slot)
            note("variable:reused")
            return ["$" + slot.name]
        }
        var declared = position
        var defaultValue: [String]?
        switch random.int(0..<100) {
        case 0..<10 where !position.isNonNull:
            declared = .nonNull(position)
            note("variable:non-null-in-nullable-position")
        case 10..<25 where position.isNonNull:
            declared = position.nullable
            defaultValue = value(for: position, coordinate: "default", pool: pool, constant: true)
            note("variable:nullable-with-default-in-non-null-position")
        default:
            break
        }
        if defaultValue == nil, !declared.isNonNull, random.chance(0.2) {
            defaultValue = value(for: declared, coordinate: "default", pool: pool, constant: true)
            note("variable:default")
        }
        return define(VariableSlot(
            name: freshName("v"), type: declared, defaultValue: defaultValue,
            value: variableValue(for: declared, pool: pool, hasDefault: defaultValue != nil)
        ))
    }

    /// Adds a variable to the operation (and to the fragments being made) and returns `$name`.
    mutating func define(_ slot: VariableSlot) -> [String] {
        note("variable:\(slot.type)")
        draft.variables.append(slot)
        for index in draft.openFragments.indices { draft.openFragments[index].append(slot) }
        return ["$" + slot.name]
    }

    /// Makes a variable used by a fragment being spread, or reused, known to the operation and the fragments
    /// being made.
    mutating func adopt(_ slot: VariableSlot) {
        if !draft.variables.contains(where: { $0.name == slot.name }) { draft.variables.append(slot) }
        for index in draft.openFragments.indices where !draft.openFragments[index].contains(where: { $0.name == slot.name }) {
            draft.openFragments[index].append(slot)
        }
    }

    /// Whether a defined variable may be used in a position of `position`'s type (VariablesInAllowedPosition).
    private static func fits(_ slot: VariableSlot, in position: TypeReference) -> Bool {
        slot.type == position || slot.type == .nonNull(position)
            || (position.isNonNull && slot.type == position.nullable && slot.defaultValue != nil)
    }

    /// The JSON a request gives a variable of `type`: usually a value of its type; sometimes null or nothing where
    /// that is allowed; a wrong one when the document is to have a bad variable value.
    private mutating func variableValue(for type: TypeReference, pool: String, hasDefault: Bool) -> OrderedJSON? {
        if plant(.badVariableValue) { return badValue(for: type, pool: pool) }
        let mayBeMissing = !type.isNonNull || hasDefault
        switch random.int(0..<100) {
        case 0..<8 where mayBeMissing:
            note("variable:omitted")
            return nil
        case 8..<15 where !type.isNonNull:
            note(hasDefault ? "variable:null-over-default" : "variable:null")
            return .null
        default:
            return json(for: type, pool: pool)
        }
    }

    /// A JSON value of `type`.
    mutating func json(for type: TypeReference, pool: String) -> OrderedJSON {
        if !type.isNonNull, random.chance(0.05) { return .null }
        switch type.nullable {
        case .list(let item):
            if random.chance(0.25) {
                note("variable:single-for-list")
                return json(for: item, pool: pool)
            }
            return .array((0..<random.weighted([(15, 0), (45, 1), (30, 2), (10, 3)])).map { _ in json(for: item, pool: pool) })
        case .named(let name):
            if let fields = schema.inputs[name] {
                var chosen = fields.filter { _ in random.chance(0.4) }
                if chosen.isEmpty, random.chance(0.75) { chosen = [random.pick(fields)] }
                chosen.shuffle(using: &random)
                return .object(chosen.map { field in
                    OrderedJSON.Member(field.name, json(for: field.type, pool: Self.pool(of: field.name, in: name, outer: pool)))
                })
            }
            switch name {
            case "Boolean": return .bool(random.chance(0.5))
            case "Int": return .number(Double(random.int(-3...300)))
            case "ID" where random.chance(0.1):
                note("variable:ID-as-integer")
                // Mostly small; sometimes past 2^53 and past Int64, where JavaScript's numbers are still integers.
                return .number(random.chance(0.9) ? Double(random.int(-1...99)) : random.pick([9_007_199_254_740_994, 1.2345678901234567e19, 1e21]))
            default: return .string(string(from: pool))
            }
        case .nonNull:
            return .null
        }
    }

    // MARK: Directives

    /// No directive mostly; sometimes `@skip` or `@include`, or both.
    mutating func directives() -> [String] {
        if plant(.directiveProblem) { return directiveProblem() }
        switch random.int(0..<100) {
        case 0..<9: return directive(random.chance(0.5) ? "skip" : "include")
        case 9..<11: return directive("skip") + directive("include")
        default: return []
        }
    }

    private mutating func directive(_ name: String) -> [String] {
        let coordinate = "@\(name)(if:)"
        note(coordinate)
        return ["@" + name, "(", "if", ":"] + value(for: .nonNull(.named("Boolean")), coordinate: coordinate, pool: coordinate) + [")"]
    }
}
