import GraphQL

/// Parses each `.graphql` file and checks it holds exactly one named query or one fragment.
enum DocumentLoader {
    /// The definitions that loaded, and a diagnostic for every file that did not.
    static func load(_ files: [DocumentFile]) -> (definitions: [LoadedDefinition], diagnostics: [Diagnostic]) {
        var definitions: [LoadedDefinition] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            switch load(file) {
            case .success(let definition): definitions.append(definition)
            case .failure(let failure): diagnostics.append(contentsOf: failure.diagnostics)
            }
        }
        return (definitions, diagnostics)
    }

    /// The one definition in `file`, or why the file is not usable.
    static func load(_ file: DocumentFile) -> Result<LoadedDefinition, CodegenFailure> {
        let locator = SourceLocator(file: file)
        let document: Document
        do {
            document = try parse(source: Source(body: file.contents, name: file.path))
        } catch {
            let translator = GraphQLErrorTranslator(locators: [file.path: locator], fallbackFile: file.path)
            return .failure(CodegenFailure(diagnostics: translator.diagnostics(for: error)))
        }

        func failure(at offset: Int?, _ message: String) -> Result<LoadedDefinition, CodegenFailure> {
            .failure(CodegenFailure(diagnostics: [locator.diagnostic(atUTF8Offset: offset ?? 0, message)]))
        }

        if document.definitions.count > 1 {
            let second = document.definitions[1]
            return failure(
                at: second.loc?.start,
                "each .graphql file must contain exactly one operation or fragment, but this file has \(document.definitions.count) definitions"
            )
        }
        guard let definition = document.definitions.first else {
            return failure(at: 0, "the file contains no operation or fragment")
        }
        let start = definition.loc?.start ?? 0
        let end = DefinitionText.endOfDefinition(in: file.contents, from: start)

        let kind: LoadedDefinition.Kind
        let name: Name
        let selectionSet: SelectionSet
        switch definition {
        case let operation as OperationDefinition:
            guard operation.operation == .query else {
                return failure(at: start, "only queries are supported; `\(operation.operation.rawValue)` operations cannot be generated")
            }
            guard let operationName = operation.name else {
                return failure(at: start, "operations must be named, e.g. `query CountryDetail { ... }`")
            }
            kind = .operation(operation)
            name = operationName
            selectionSet = operation.selectionSet
        case let fragment as FragmentDefinition:
            kind = .fragment(fragment)
            name = fragment.name
            selectionSet = fragment.selectionSet
        default:
            return failure(at: start, "only operations and fragments may appear in a .graphql document")
        }

        return .success(
            LoadedDefinition(
                file: file,
                document: document,
                kind: kind,
                name: name.value,
                nameOffset: name.loc?.start ?? start,
                text: DefinitionText.slice(file.contents, from: start, to: end),
                leadingComment: DefinitionText.leadingComment(in: file.contents, before: start),
                spreadFragmentNames: FragmentSpreads.names(in: selectionSet)
            )
        )
    }
}
