/// Every loaded definition, checked for duplicate names, with transitive fragment lookup.
struct DefinitionCatalog {
    /// The operations, sorted by name.
    let operations: [LoadedDefinition]
    /// The fragments by name; a duplicate keeps the one from the earlier file.
    let fragments: [String: LoadedDefinition]
    /// Duplicate-name diagnostics found while building the catalog.
    let diagnostics: [Diagnostic]

    /// Catalogs `definitions`, reporting two definitions with the same GraphQL name or the same generated
    /// Swift type name (including `reservedTypeNames`, the schema's input objects) at the later file.
    init(definitions: [LoadedDefinition], reservedTypeNames: [String: String]) {
        var operations: [String: LoadedDefinition] = [:]
        var fragments: [String: LoadedDefinition] = [:]
        var typeOwners = reservedTypeNames
        var diagnostics: [Diagnostic] = []

        for definition in definitions.sorted(by: { $0.file.path < $1.file.path }) {
            let isOperation: Bool
            if case .operation = definition.kind { isOperation = true } else { isOperation = false }
            let kindName = isOperation ? "operation" : "fragment"
            let existing = isOperation ? operations[definition.name] : fragments[definition.name]
            let typeName = isOperation
                ? SwiftNames.operationTypeName(definition.name) : SwiftNames.fragmentTypeName(definition.name)

            if let existing {
                diagnostics.append(
                    definition.locator.diagnostic(
                        atUTF8Offset: definition.nameOffset,
                        "duplicate \(kindName) name \"\(definition.name)\"; it is also defined in \(existing.file.path)"
                    )
                )
                continue
            }
            if let owner = typeOwners[typeName] {
                diagnostics.append(
                    definition.locator.diagnostic(
                        atUTF8Offset: definition.nameOffset,
                        "\(kindName) \"\(definition.name)\" would generate the Swift type \(typeName), which \(owner) already generates"
                    )
                )
                continue
            }
            typeOwners[typeName] = definition.file.path
            if isOperation {
                operations[definition.name] = definition
            } else {
                fragments[definition.name] = definition
            }
        }

        self.operations = operations.values.sorted { $0.name < $1.name }
        self.fragments = fragments
        self.diagnostics = diagnostics
    }

    /// Every known fragment `definition` spreads, directly or through other fragments, each once, sorted by name.
    /// Unknown names are skipped; validation reports them.
    func fragmentClosure(of definition: LoadedDefinition) -> [LoadedDefinition] {
        var seen: Set<String> = [definition.name]
        var pending = definition.spreadFragmentNames
        var found: [LoadedDefinition] = []
        while let name = pending.popLast() {
            guard !seen.contains(name), let fragment = fragments[name] else { continue }
            seen.insert(name)
            found.append(fragment)
            pending.append(contentsOf: fragment.spreadFragmentNames)
        }
        return found.sorted { $0.name < $1.name }
    }
}
