import GraphQL

/// The rules a document is validated by, in graphql-js's order: GraphQLSwift's specified rules, with graphql-js's
/// KnownArgumentNames rule in place of GraphQLSwift's (see `knownArgumentNamesRule`), `__Type.isOneOf` unknown as
/// to graphql-js 16.6 (see `laterIntrospectionFieldsRule`), NoUndefinedVariables reporting when graphql-js's does,
/// and the Field Selection Merging rule GraphQLSwift lacks.
enum ValidationRules {
    /// The rules, given the schema they validate against and the most field conflicts to report.
    static func all(schema: GraphQLSchema, index: SchemaIndex, maxConflicts: Int) -> [@Sendable (ValidationContext) -> Visitor] {
        var rules = specifiedRules
        // GraphQLSwift's rules are internal functions, so its KnownArgumentNames rule is found by what it does.
        if let replaced = rules.firstIndex(where: { reports($0, "does not have argument", probing: "{ __typename(probe: 1) }", schema: schema) }) {
            rules[replaced] = knownArgumentNamesRule
        }
        if let unknownFields = rules.firstIndex(where: { reports($0, "Cannot query field", probing: "{ probe }", schema: schema) }) {
            rules.insert(laterIntrospectionFieldsRule, at: unknownFields + 1)
        }
        if let deferred = rules.firstIndex(where: { reports($0, "is not defined", probing: "{ __typename @skip(if: $probe) }", schema: schema) }) {
            rules[deferred] = reportingOnLeavingOperations(rules[deferred])
        }
        return rules + [overlappingFieldsCanBeMergedRule(maxConflicts: maxConflicts, index: index)]
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

    private static func reports(
        _ rule: @escaping @Sendable (ValidationContext) -> Visitor, _ wording: String, probing text: String, schema: GraphQLSchema
    ) -> Bool {
        guard let probe = try? parse(source: Source(body: text)) else { return false }
        return GraphQL.validate(schema: schema, ast: probe, rules: [rule]).contains { $0.message.contains(wording) }
    }
}
