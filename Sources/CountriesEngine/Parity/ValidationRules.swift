import GraphQL

/// The rules a document is validated by, in graphql-js's order: GraphQLSwift's specified rules, with graphql-js's
/// KnownArgumentNames rule in place of GraphQLSwift's (see `knownArgumentNamesRule`), `__Type.isOneOf` unknown as
/// to graphql-js 16.6 (see `laterIntrospectionFieldsRule`), ValuesOfCorrectType going on past a value of the wrong
/// kind, NoUndefinedVariables reporting when graphql-js's does, and the Field Selection Merging rule GraphQLSwift
/// lacks.
enum ValidationRules {
    /// GraphQLSwift's rules that are replaced, wrapped or followed by one of ours. Its rules are internal functions
    /// and `specifiedRules` holds them as closures, which Swift cannot compare: each is found by an error it
    /// reports on a probe, and a test checks that each probe finds exactly one rule.
    enum Adjusted: CaseIterable {
        case knownArgumentNames, fieldsOnCorrectType, valuesOfCorrectType, noUndefinedVariables

        /// A selection the rule refuses, and words its refusal holds.
        var probe: (selection: String, wording: String) {
            switch self {
            case .knownArgumentNames: ("__typename(probe: 1)", "does not have argument")
            case .fieldsOnCorrectType: ("probe", "Cannot query field")
            // Found by the value it prints, which GraphQLSwift prints `{ a: 1 }` (graphql-js `{a: 1}`), and the scalar words.
            case .valuesOfCorrectType: ("__typename @skip(if: {a: 1})", "a: 1")
            case .noUndefinedVariables: ("__typename @skip(if: $probe)", "is not defined")
            }
        }

        /// The positions in `specifiedRules` of the rules that report each probe's wording, validating against
        /// `schema`. Every rule validates one document that holds every probe, so that finding them costs one
        /// validation a rule: this runs as the engine starts, before the explorer's first frame.
        static func positions(schema: GraphQLSchema) -> [Adjusted: [Int]] {
            let probes = "{ " + allCases.map(\.probe.selection).joined(separator: " ") + " }"
            guard let document = try? parse(source: Source(body: probes)) else { return [:] }
            var positions: [Adjusted: [Int]] = [:]
            for index in specifiedRules.indices {
                let messages = GraphQL.validate(schema: schema, ast: document, rules: [specifiedRules[index]]).map(\.message)
                for rule in allCases where messages.contains(where: { $0.contains(rule.probe.wording) }) {
                    positions[rule, default: []].append(index)
                }
            }
            return positions
        }
    }

    /// The rules, given the schema they validate against, the most field conflicts to report and the most
    /// comparisons of fields to make in search of them.
    static func all(
        schema: GraphQLSchema, index: SchemaIndex, maxConflicts: Int, maxComparisons: Int
    ) -> [@Sendable (ValidationContext) -> Visitor] {
        var rules = specifiedRules
        let positions = Adjusted.positions(schema: schema)
        func position(of rule: Adjusted) -> Int? { positions[rule]?.first }
        // Replaced and wrapped in place first: the rule inserted after the unknown fields' moves those after it.
        if let replaced = position(of: .knownArgumentNames) { rules[replaced] = knownArgumentNamesRule }
        if let values = position(of: .valuesOfCorrectType) { rules[values] = skippingInsteadOfBreaking(rules[values]) }
        if let deferred = position(of: .noUndefinedVariables) { rules[deferred] = reportingOnLeavingOperations(rules[deferred]) }
        if let unknownFields = position(of: .fieldsOnCorrectType) { rules.insert(laterIntrospectionFieldsRule, at: unknownFields + 1) }
        // Field merging checks for cancellation itself, and says it stopped: that refusal is the document's answer.
        return rules.map(stoppingWhenCancelled)
            + [overlappingFieldsCanBeMergedRule(maxConflicts: maxConflicts, maxComparisons: maxComparisons, index: index)]
    }

    /// GraphQLSwift's rule stops once the request's task is cancelled (its deadline passed and it was answered):
    /// what the rule would still find is wanted by no one, and a cancelled validation is not kept (see
    /// `DocumentCache`).
    private static func stoppingWhenCancelled(
        _ rule: @escaping @Sendable (ValidationContext) -> Visitor
    ) -> @Sendable (ValidationContext) -> Visitor {
        enteringThrough(rule) { enter in Task.isCancelled ? .break : enter() }
    }

    /// `rule` with what its `enter` answers passed through `adjust`, which is given the rule's own `enter` to call;
    /// its `leave` as it is.
    private static func enteringThrough(
        _ rule: @escaping @Sendable (ValidationContext) -> Visitor,
        _ adjust: @escaping @Sendable (() -> VisitResult) -> VisitResult
    ) -> @Sendable (ValidationContext) -> Visitor {
        { context in
            let inner = rule(context)
            return Visitor(
                enter: { node, key, parent, path, ancestors in
                    adjust { inner.enter(node: node, key: key, parent: parent, path: path, ancestors: ancestors) }
                },
                leave: { node, key, parent, path, ancestors in
                    inner.leave(node: node, key: key, parent: parent, path: path, ancestors: ancestors)
                }
            )
        }
    }

    /// GraphQLSwift's NoUndefinedVariables rule reports when it enters an operation, graphql-js's when it leaves it,
    /// after the errors found inside (a field conflict, say): the rule is entered only then.
    private static func reportingOnLeavingOperations(
        _ rule: @escaping @Sendable (ValidationContext) -> Visitor
    ) -> @Sendable (ValidationContext) -> Visitor {
        { context in
            let inner = rule(context)
            return Visitor(leave: { node, key, parent, path, ancestors in
                guard node is OperationDefinition else { return .continue }
                return inner.enter(node: node, key: key, parent: parent, path: path, ancestors: ancestors)
            })
        }
    }

    /// GraphQLSwift's ValuesOfCorrectType rule answers a list or an object where its type wants none with `.break`,
    /// which stops the rule for the rest of the document (so `@skip(if: 1)` after `s(r: {})` went unchecked), where
    /// graphql-js's answers `false`, which skips the value's own fields only.
    private static func skippingInsteadOfBreaking(
        _ rule: @escaping @Sendable (ValidationContext) -> Visitor
    ) -> @Sendable (ValidationContext) -> Visitor {
        enteringThrough(rule) { enter in
            let result = enter()
            if case .break = result { return .skip }
            return result
        }
    }
}
