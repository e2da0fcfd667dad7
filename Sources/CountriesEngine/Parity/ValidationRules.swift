import GraphQL

/// The rules a document is validated by, in graphql-js's order: GraphQLSwift's specified rules, with graphql-js's
/// KnownArgumentNames rule in place of GraphQLSwift's (see `knownArgumentNamesRule`), `__Type.isOneOf` unknown as
/// to graphql-js 16.6 (see `laterIntrospectionFieldsRule`), ValuesOfCorrectType going on past a value of the wrong
/// kind, NoUndefinedVariables reporting when graphql-js's does, and the Field Selection Merging rule GraphQLSwift
/// lacks.
enum ValidationRules {
    /// GraphQLSwift's rules that are replaced, wrapped or followed by one of ours.
    enum Adjusted: CaseIterable {
        case knownArgumentNames, fieldsOnCorrectType, valuesOfCorrectType, noUndefinedVariables

        /// The rule's place in GraphQLSwift 4.3.0's `specifiedRules`. Its rules are internal functions, which
        /// `specifiedRules` holds as closures that Swift cannot compare; a test finds each rule by an error it reports
        /// on a probe, and fails when a GraphQLSwift release moves one.
        var position: Int {
            switch self {
            case .fieldsOnCorrectType: 7
            case .noUndefinedVariables: 14
            case .knownArgumentNames: 18
            case .valuesOfCorrectType: 20
            }
        }
    }

    /// What a rule judges, where it judges only one kind of thing: such a rule finds nothing in a document that has
    /// none. Each kind is known from a mark that none can be written without.
    enum Scope: Int, Sendable, CaseIterable {
        case everything = 0
        /// `$`.
        case variables = 1
        /// `fragment` or `...`.
        case fragments = 2
        /// `@`.
        case directives = 4
        /// `(`: arguments, and the values and input objects given in them.
        case arguments = 8
    }

    /// The scope of the rule at `position` in GraphQLSwift 4.3.0's `specifiedRules`; a test checks that leaving the
    /// narrower ones out where they have nothing to judge changes no document's errors.
    static func scope(ofRuleAt position: Int) -> Scope {
        switch position {
        // VariablesAreInputTypes, UniqueVariableNames, NoUndefinedVariables, NoUnusedVariables, VariablesInAllowedPosition.
        case 5, 13, 14, 15, 22: .variables
        // FragmentsOnCompositeTypes, UniqueFragmentNames, KnownFragmentNames, NoUnusedFragments,
        // PossibleFragmentSpreads, NoFragmentCycles.
        case 4, 8...12: .fragments
        // KnownDirectives, UniqueDirectivesPerLocation.
        case 16, 17: .directives
        // KnownArgumentNames, UniqueArgumentNames, ValuesOfCorrectType, UniqueInputFieldNames (not
        // ProvidedRequiredArguments, which judges arguments left out).
        case 18, 19, 20, 23: .arguments
        default: .everything
        }
    }

    /// The rules, given the index of the schema they validate against, the most field conflicts to report and the
    /// most comparisons of fields to make in search of them.
    static func all(index: SchemaIndex, maxConflicts: Int, maxComparisons: Int) -> ValidationRuleSets {
        var rules = specifiedRules.indices.map { (scope: scope(ofRuleAt: $0), rule: specifiedRules[$0]) }
        // Replaced and wrapped in place first: the rule inserted after the unknown fields' moves those after it.
        rules[Adjusted.knownArgumentNames.position].rule = knownArgumentNamesRule
        let values = Adjusted.valuesOfCorrectType.position
        rules[values].rule = skippingInsteadOfBreaking(rules[values].rule)
        let deferred = Adjusted.noUndefinedVariables.position
        rules[deferred].rule = reportingOnLeavingOperations(rules[deferred].rule)
        rules.insert((.everything, laterIntrospectionFieldsRule), at: Adjusted.fieldsOnCorrectType.position + 1)
        // Field merging checks for cancellation itself, and says it stopped: that refusal is the document's answer.
        return ValidationRuleSets(
            rules.map { ($0.scope, stoppingWhenCancelled($0.rule)) }
                + [(.everything, overlappingFieldsCanBeMergedRule(maxConflicts: maxConflicts, maxComparisons: maxComparisons, index: index))]
        )
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
