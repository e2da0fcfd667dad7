import GraphQL
import GraphQLSelectionModel

/// The spec's CollectFields over one request's syntax tree: through fragments whose type condition holds, leaving
/// out what `@skip` or `@include` leave out.
struct FieldCollection: FieldCollecting {
    /// The document's fragments, by name.
    let fragments: [String: FragmentDefinition]
    /// The request's coerced variables, read by `@skip` and `@include`.
    let variables: [String: Map]
    let coercion: InputCoercion

    func collectable(_ selection: any GraphQL.Selection) -> CollectableSelection<Field, any GraphQL.Selection, [GraphQL.Directive]>? {
        switch selection {
        case let field as Field:
            .field(field, responseKey: field.alias?.value ?? field.name.value, directives: field.directives)
        case let inline as InlineFragment:
            .inlineFragment(
                typeCondition: inline.typeCondition?.name.value, directives: inline.directives, selections: inline.selectionSet.selections
            )
        case let spread as FragmentSpread:
            .fragmentSpread(name: spread.name.value, directives: spread.directives)
        default:
            nil
        }
    }

    func fragment(named name: String) -> (typeCondition: String, selections: [any GraphQL.Selection])? {
        fragments[name].map { ($0.typeCondition.name.value, $0.selectionSet.selections) }
    }

    func satisfies(_ typeName: String, _ condition: String) -> Bool {
        // The schema has no interfaces or unions: a condition holds exactly when it names the type.
        condition == typeName
    }

    /// The spec's (and graphql-js's) ShouldIncludeNode: `@skip` is read first, then `@include`; a condition that
    /// is null is an error located at it.
    func isIncluded(_ directives: [GraphQL.Directive]) throws(FieldError) -> Bool {
        if let skip = directives.first(where: { $0.name.value == GraphQLSkipDirective.name }),
           try condition(of: skip, GraphQLSkipDirective) {
            return false
        }
        if let include = directives.first(where: { $0.name.value == GraphQLIncludeDirective.name }) {
            return try condition(of: include, GraphQLIncludeDirective)
        }
        return true
    }

    private func condition(of node: GraphQL.Directive, _ directive: GraphQLDirective) throws(FieldError) -> Bool {
        let definitions = directive.args.map { ($0.name, $0.type, $0.defaultValue) }
        switch coercion.arguments(node.arguments, definitions: definitions, of: node, variables: variables) {
        case .success(let arguments): return arguments["if"]?.bool ?? false
        case .failure(let error): throw error
        }
    }
}
