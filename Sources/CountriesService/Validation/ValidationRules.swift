import GraphQL

/// The rules a document is validated by, in graphql-js's order: GraphQLSwift's specified rules, with graphql-js's
/// KnownArgumentNames rule in place of GraphQLSwift's (see `knownArgumentNamesRule`), and the Field Selection
/// Merging rule GraphQLSwift lacks.
enum ValidationRules {
    /// The rules, given the schema they validate against and the most field conflicts to report.
    static func all(schema: GraphQLSchema, index: SchemaIndex, maxConflicts: Int) -> [@Sendable (ValidationContext) -> Visitor] {
        var rules = specifiedRules
        // GraphQLSwift's rules are internal functions, so its KnownArgumentNames rule is found by what it does.
        if let replaced = rules.firstIndex(where: { reports($0, "does not have argument", schema: schema) }) {
            rules[replaced] = knownArgumentNamesRule
        }
        return rules + [overlappingFieldsCanBeMergedRule(maxConflicts: maxConflicts, index: index)]
    }

    private static func reports(_ rule: @escaping @Sendable (ValidationContext) -> Visitor, _ wording: String, schema: GraphQLSchema) -> Bool {
        guard let probe = try? parse(source: "{ __typename(probe: 1) }") else { return false }
        return GraphQL.validate(schema: schema, ast: probe, rules: [rule]).contains { $0.message.contains(wording) }
    }
}
