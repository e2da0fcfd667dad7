import GraphQL

/// graphql-js's KnownArgumentNames rule, for the arguments of fields and of directives, in its words
/// (`Unknown argument "foo" on field "Country.name".`).
///
/// It stands in for GraphQLSwift 4.3.0's, which words the error otherwise (`Field "name" on type "Country" does
/// not have argument "foo".`), takes an unknown argument of a directive on a field for one of the field, and
/// reports none on a directive elsewhere.
func knownArgumentNamesRule(context: ValidationContext) -> Visitor {
    Visitor(enter: { node, _, _, _, _ in
        if let directive = node as? Directive {
            // A known directive's arguments are checked here; its subtree is not visited by this rule.
            guard let definition = context.schema.getDirective(name: directive.name.value) else { return .skip }
            let known = definition.args.map(\.name)
            for argument in directive.arguments where !known.contains(argument.name.value) {
                let name = argument.name.value
                context.report(error: GraphQLError(
                    message: "Unknown argument \"\(name)\" on directive \"@\(definition.name)\"."
                        + Suggestions.didYouMean(name, among: known),
                    nodes: [argument]
                ))
            }
            return .skip
        }
        if let argument = node as? Argument, context.argument == nil, let field = context.fieldDef,
           let parent = context.parentType
        {
            let name = argument.name.value
            context.report(error: GraphQLError(
                message: "Unknown argument \"\(name)\" on field \"\(parent.name).\(field.name)\"."
                    + Suggestions.didYouMean(name, among: field.args.map(\.name)),
                nodes: [argument]
            ))
        }
        return .continue
    })
}
