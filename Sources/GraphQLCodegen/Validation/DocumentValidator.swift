import GraphQL

/// Runs GraphQL's specified validation rules on each definition together with the fragments it spreads.
enum DocumentValidator {
    /// Diagnostics for every definition in `catalog`, each located in the file its AST node came from.
    ///
    /// Each definition is validated as one document holding it and its transitive fragments, which is
    /// exactly what the server receives. A fragment file on its own is validated the same way, minus
    /// the "never used" complaint that only makes sense for a whole request.
    static func validate(_ catalog: DefinitionCatalog, schema: GraphQLSchema) -> [Diagnostic] {
        let definitions = catalog.operations + catalog.fragments.values.sorted { $0.name < $1.name }
        var locators: [String: SourceLocator] = [:]
        for definition in definitions {
            locators[definition.file.path] = definition.locator
        }

        var diagnostics: [Diagnostic] = []
        for definition in definitions {
            let fragments = catalog.fragmentClosure(of: definition)
            let nodes: [any Node] = ([definition] + fragments).map { $0.definition }
            let document = definition.document.set(value: .array(nodes), key: "definitions")
            var errors = GraphQL.validate(schema: schema, ast: document)
            if case .fragment = definition.kind {
                let unused = Set(([definition] + fragments).map { "Fragment \"\($0.name)\" is never used." })
                errors.removeAll { unused.contains($0.message) }
            }
            let translator = GraphQLErrorTranslator(locators: locators, fallbackFile: definition.file.path)
            diagnostics.append(contentsOf: errors.map { translator.diagnostic(for: $0) })
        }
        return diagnostics
    }
}
