import GraphQL

/// The spec's CollectFields over one request: fields by response key in document order, through fragments whose
/// type condition holds, leaving out what `@skip` or `@include` leave out; each fragment is expanded once.
struct FieldCollection {
    /// The document's fragments, by name.
    let fragments: [String: FragmentDefinition]
    /// The request's coerced variables, read by `@skip` and `@include`.
    let variables: [String: Map]
    let coercion: InputCoercion

    /// The fields `sets` select on the object type named `typeName`, by response key in order.
    func fields(of sets: [SelectionSet], on typeName: String) throws(FieldError) -> [(key: String, nodes: [Field])] {
        var keys: [String] = []
        var nodesByKey: [String: [Field]] = [:]
        var visitedFragments: Set<String> = []
        for set in sets {
            try collect(set, on: typeName, keys: &keys, nodesByKey: &nodesByKey, visitedFragments: &visitedFragments)
        }
        return keys.compactMap { key in nodesByKey[key].map { (key, $0) } }
    }

    private func collect(
        _ set: SelectionSet, on typeName: String, keys: inout [String], nodesByKey: inout [String: [Field]],
        visitedFragments: inout Set<String>
    ) throws(FieldError) {
        for selection in set.selections {
            switch selection {
            case let field as Field:
                guard try included(field.directives) else { continue }
                let key = field.alias?.value ?? field.name.value
                if nodesByKey[key] == nil { keys.append(key) }
                nodesByKey[key, default: []].append(field)
            case let inline as InlineFragment:
                guard try included(inline.directives), applies(inline.typeCondition, to: typeName) else { continue }
                try collect(inline.selectionSet, on: typeName, keys: &keys, nodesByKey: &nodesByKey, visitedFragments: &visitedFragments)
            case let spread as FragmentSpread:
                let name = spread.name.value
                guard !visitedFragments.contains(name), try included(spread.directives) else { continue }
                visitedFragments.insert(name)
                guard let fragment = fragments[name], applies(fragment.typeCondition, to: typeName) else { continue }
                try collect(fragment.selectionSet, on: typeName, keys: &keys, nodesByKey: &nodesByKey, visitedFragments: &visitedFragments)
            default:
                continue
            }
        }
    }

    /// The spec's (and graphql-js's) ShouldIncludeNode: `@skip` is read first, then `@include`; a condition that
    /// is null is an error located at it.
    private func included(_ directives: [Directive]) throws(FieldError) -> Bool {
        if let skip = directives.first(where: { $0.name.value == GraphQLSkipDirective.name }),
           try condition(of: skip, GraphQLSkipDirective) {
            return false
        }
        if let include = directives.first(where: { $0.name.value == GraphQLIncludeDirective.name }) {
            return try condition(of: include, GraphQLIncludeDirective)
        }
        return true
    }

    private func condition(of node: Directive, _ directive: GraphQLDirective) throws(FieldError) -> Bool {
        let definitions = directive.args.map { ($0.name, $0.type, $0.defaultValue) }
        switch coercion.arguments(node.arguments, definitions: definitions, of: node, variables: variables) {
        case .success(let arguments): return arguments["if"]?.bool ?? false
        case .failure(let error): throw error
        }
    }

    private func applies(_ condition: NamedType?, to typeName: String) -> Bool {
        // The schema has no interfaces or unions: a condition holds exactly when it names the type.
        guard let condition else { return true }
        return condition.name.value == typeName
    }
}
