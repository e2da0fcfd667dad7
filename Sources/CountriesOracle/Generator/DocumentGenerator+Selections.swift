/// The response keys already used in one merged selection set, with the field and arguments behind each, so
/// that most reuses of a key are avoided and some are kept, to exercise the spec's Field Selection Merging.
struct ResponseKeys {
    private(set) var signatures: [String: String] = [:]
    private(set) var order: [String] = []

    /// The field and arguments first selected under `key`.
    subscript(key: String) -> String? { signatures[key] }

    /// Records a use of `key`; the first one stays.
    mutating func record(_ key: String, signature: String) {
        guard signatures[key] == nil else { return }
        signatures[key] = signature
        order.append(key)
    }
}

extension DocumentGenerator {
    /// The fields of an object type of the schema or of introspection.
    func fields(of type: String) -> [FieldModel] {
        schema.objects[type] ?? IntrospectionModel.objects[type] ?? []
    }

    /// Whether a field of this type needs a selection set.
    func isComposite(_ type: String) -> Bool {
        schema.isObject(type) || IntrospectionModel.objects[type] != nil
    }

    /// `{ … }` on `type`, selected on `multiplicity` objects, under `depth` fields.
    mutating func selectionSet(on type: String, multiplicity: Multiplicity, depth: Int) -> [String] {
        var keys = ResponseKeys()
        return selectionSet(on: type, multiplicity: multiplicity, depth: depth, keys: &keys)
    }

    /// A selection set that merges into `keys`, as an inline fragment's does into its parent's.
    mutating func selectionSet(on type: String, multiplicity: Multiplicity, depth: Int, keys: inout ResponseKeys) -> [String] {
        let count = draft.selectionsLeft > 0 ? random.weighted([(30, 1), (35, 2), (20, 3), (10, 4), (5, 6)]) : 1
        var tokens = ["{"]
        for _ in 0..<count {
            draft.selectionsLeft -= 1
            tokens += selection(on: type, multiplicity: multiplicity, depth: depth, keys: &keys)
        }
        return tokens + ["}"]
    }

    private mutating func selection(on type: String, multiplicity: Multiplicity, depth: Int, keys: inout ResponseKeys) -> [String] {
        if let planted = plantedSelection(on: type) { return planted }
        switch random.int(0..<100) {
        case 0..<7: return inlineFragment(on: type, multiplicity: multiplicity, depth: depth, keys: &keys)
        case 7..<14: return fragmentSpread(on: type, multiplicity: multiplicity, depth: depth)
        case 14..<20: return typename(multiplicity: multiplicity, keys: &keys)
        default:
            var candidates = fields(of: type)
            if type == schema.queryType, draft.budget >= Self.introspectionCost, random.chance(0.25) {
                candidates = IntrospectionModel.rootFields
            }
            let affordable = candidates.filter { canAfford($0, on: type, multiplicity: multiplicity, depth: depth) }
            guard !affordable.isEmpty else { return typename(multiplicity: multiplicity, keys: &keys) }
            return field(random.pick(affordable), on: type, multiplicity: multiplicity, depth: depth, keys: &keys)
        }
    }

    /// Whether `field`, and a value under it, fit the budget, the depth limit and the document's size.
    private func canAfford(_ field: FieldModel, on type: String, multiplicity: Multiplicity, depth: Int) -> Bool {
        let named = field.type.namedType
        guard isComposite(named) else { return cost(of: field, on: type, under: multiplicity) <= draft.budget }
        guard draft.selectionsLeft > 0 else { return false }
        if field.name.hasPrefix("__") { return draft.budget >= Self.introspectionCost }
        let deepest = Self.isIntrospection(type) ? Self.maxDepth + 3 : Self.maxDepth
        guard depth + 1 < deepest else { return false }
        let below = children(of: field, on: type, under: multiplicity)
        return cost(of: field, on: type, under: multiplicity) + below.count <= draft.budget
    }

    /// What the engine's result bound counts for a root `__schema` or `__type`.
    static let introspectionCost = 5_000

    /// The values the engine counts for `field` itself: one for each parent, and a list's elements.
    private func cost(of field: FieldModel, on type: String, under parents: Multiplicity) -> Int {
        guard field.type.listItem != nil, let fanout = pools.fanouts["\(type).\(field.name)"] else { return parents.count }
        return parents.count + fanout.elements(parents: parents.count, distinct: parents.distinct)
    }

    /// The objects a field's selection set is selected on.
    private func children(of field: FieldModel, on type: String, under parents: Multiplicity) -> Multiplicity {
        guard parents.count > 0 else { return .uncounted }
        guard field.type.listItem != nil, let fanout = pools.fanouts["\(type).\(field.name)"] else {
            return Multiplicity(count: parents.count, distinct: parents.count <= 1)
        }
        return Multiplicity(count: fanout.elements(parents: parents.count, distinct: parents.distinct), distinct: fanout.partitions && parents.distinct)
    }

    /// Whether `type` is an introspection type, whose fields the engine's depth and result bound do not count.
    static func isIntrospection(_ type: String) -> Bool { type.hasPrefix("__") }

    /// Takes `values` from the budget.
    mutating func charge(_ values: Int) {
        draft.budget -= values
    }

    private mutating func field(
        _ field: FieldModel, on type: String, multiplicity: Multiplicity, depth: Int, keys: inout ResponseKeys
    ) -> [String] {
        note("\(type).\(field.name)")
        if !Self.isIntrospection(type) { draft.deepest = max(draft.deepest, depth + 1) }
        var arguments: [String] = []
        for argument in field.arguments {
            let coordinate = "\(type).\(field.name)(\(argument.name):)"
            let required = argument.type.isNonNull && !argument.hasDefault
            if required ? !plant(.missingArgument) : random.chance(0.45) {
                note(coordinate)
                arguments += [argument.name, ":"] + value(for: argument.type, coordinate: coordinate, pool: coordinate)
            }
        }
        if plant(.unknownArgument) {
            let known = Set(field.arguments.map(\.name))
            let name = ["bogus", "lang", "code", "filter", "first"].first { !known.contains($0) } ?? "bogus"
            arguments += [name, ":", random.pick(["1", "\"JP\"", "true", "null"])]
        }
        var tokens: [String] = []
        let signature = field.name + "(" + arguments.joined(separator: " ") + ")"
        var key = field.name
        if random.chance(0.2) {
            key = freshName("a")
        } else if let used = keys[key], used != signature, random.chance(0.9) {
            key = freshName("a")
        } else if random.chance(0.015), let other = keys.order.last {
            key = other
            note("alias:reused-key")
        }
        if key != field.name {
            tokens += [key, ":"]
            note("alias")
        }
        if let used = keys[key], used != signature { note("alias:conflict") }
        keys.record(key, signature: signature)
        tokens.append(field.name)
        if !arguments.isEmpty { tokens += ["("] + arguments + [")"] }
        tokens += directives()
        let named = field.type.namedType
        guard isComposite(named) else {
            charge(cost(of: field, on: type, under: multiplicity))
            return tokens
        }
        if plant(.missingSelection) { return tokens }
        if field.name.hasPrefix("__") {
            charge(Self.introspectionCost)
            return tokens + selectionSet(on: named, multiplicity: .uncounted, depth: depth + 1)
        }
        charge(cost(of: field, on: type, under: multiplicity))
        return tokens + selectionSet(on: named, multiplicity: children(of: field, on: type, under: multiplicity), depth: depth + 1)
    }

    private mutating func typename(multiplicity: Multiplicity, keys: inout ResponseKeys) -> [String] {
        note("__typename")
        charge(multiplicity.count)
        var tokens = ["__typename"]
        if random.chance(0.3) {
            let alias = freshName("t")
            keys.record(alias, signature: "__typename()")
            tokens = [alias, ":"] + tokens
        } else {
            keys.record("__typename", signature: "__typename()")
        }
        return tokens + directives()
    }

    private mutating func inlineFragment(on type: String, multiplicity: Multiplicity, depth: Int, keys: inout ResponseKeys) -> [String] {
        var tokens = ["..."]
        if random.chance(0.8) {
            tokens += ["on", type]
            note("fragment:inline")
        } else {
            note("fragment:inline-untyped")
        }
        tokens += directives()
        return tokens + selectionSet(on: type, multiplicity: multiplicity, depth: depth, keys: &keys)
    }

    private mutating func fragmentSpread(on type: String, multiplicity: Multiplicity, depth: Int) -> [String] {
        let reusable = draft.fragments.filter {
            $0.typeCondition == type && depth + $0.depth <= Self.maxDepth && $0.costPerObject * multiplicity.count <= draft.budget
                && $0.selections <= draft.selectionsLeft
        }
        let fragment: FragmentSlot
        if !reusable.isEmpty, random.chance(0.5) {
            fragment = random.pick(reusable)
            charge(fragment.costPerObject * multiplicity.count)
            draft.selectionsLeft -= fragment.selections
            draft.deepest = max(draft.deepest, depth + fragment.depth)
            for variable in fragment.variables { adopt(variable) }
            note("fragment:reused")
        } else {
            fragment = newFragment(on: type, multiplicity: multiplicity, depth: depth)
        }
        return ["..." + fragment.name] + directives()
    }

    private mutating func newFragment(on type: String, multiplicity: Multiplicity, depth: Int) -> FragmentSlot {
        let name = freshName("F")
        note(draft.openFragments.isEmpty ? "fragment:named" : "fragment:nested")
        draft.openFragments.append([])
        let budgetBefore = draft.budget
        let selectionsBefore = draft.selectionsLeft
        let deepestBefore = draft.deepest
        draft.deepest = depth
        let body = selectionSet(on: type, multiplicity: multiplicity, depth: depth)
        let variables = draft.openFragments.removeLast()
        if !draft.openFragments.isEmpty { draft.openFragments[draft.openFragments.count - 1] += variables }
        let spent = budgetBefore - draft.budget
        let fragment = FragmentSlot(
            name: name, typeCondition: type, definition: ["fragment", name, "on", type] + body,
            costPerObject: multiplicity.count == 0 ? 0 : (spent + multiplicity.count - 1) / multiplicity.count,
            selections: selectionsBefore - draft.selectionsLeft,
            depth: Self.isIntrospection(type) ? 0 : draft.deepest - depth, variables: variables
        )
        draft.deepest = max(deepestBefore, draft.deepest)
        draft.fragments.append(fragment)
        return fragment
    }
}
