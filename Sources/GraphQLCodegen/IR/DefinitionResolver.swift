import GraphQL
import GraphQLSelectionModel
import SelectionsFromSyntax

/// Turns validated definitions into the operation and fragment models the emitter writes.
struct DefinitionResolver {
    /// The schema types are resolved against.
    let schema: GraphQLSchema
    /// Every definition, for fragment texts and type conditions.
    let catalog: DefinitionCatalog

    /// Members every operation struct already has, so no variable may take their names.
    private static let reservedVariableNames: Set<String> = ["variables", "operationName", "operationType", "document"]

    /// The model of one operation, or the problems that prevent generating it.
    func operation(_ definition: LoadedDefinition, _ operation: OperationDefinition) -> Result<OperationIR, CodegenFailure> {
        var diagnostics: [Diagnostic] = []
        var variables: [InputValueIR] = []
        for variableDefinition in operation.variableDefinitions {
            let name = variableDefinition.variable.name.value
            if Self.reservedVariableNames.contains(name) {
                diagnostics.append(
                    definition.locator.diagnostic(
                        atUTF8Offset: variableDefinition.loc?.start ?? definition.nameOffset,
                        "variable $\(name) clashes with a member of the generated operation; rename it"
                    )
                )
                continue
            }
            // Unknown variable types were already reported by validation.
            guard let shape = SchemaTypeMapping.shape(of: variableDefinition.type, in: schema) else { continue }
            variables.append(InputValueIR(name: name, shape: shape, documentation: "The `$\(name)` variable."))
        }

        guard let queryType = schema.queryType else {
            return .failure(CodegenFailure(diagnostics: diagnostics))
        }
        var builder = makeBuilder(for: definition)
        let data = builder.build([operation.selectionSet], on: queryType)
        diagnostics += builder.diagnostics
        guard diagnostics.isEmpty else { return .failure(CodegenFailure(diagnostics: diagnostics)) }

        let fragments = catalog.fragmentClosure(of: definition)
        return .success(
            OperationIR(
                name: definition.name,
                typeName: SwiftNames.operationTypeName(definition.name),
                sourcePath: definition.file.path,
                documentation: definition.leadingComment ?? "The `\(definition.name)` query.",
                document: ([definition.text] + fragments.map(\.text)).joined(separator: "\n"),
                variables: variables,
                data: data,
                selections: OperationSelections(
                    selectionSet: SelectionTranslation.selectionSet(operation.selectionSet),
                    variableDefaults: SelectionTranslation.variableDefaults(of: operation)
                ),
                fragmentTypeNames: fragments.map { SwiftNames.fragmentTypeName($0.name) }
            )
        )
    }

    /// The model of one fragment, or the problems that prevent generating it.
    func fragment(_ definition: LoadedDefinition, _ fragment: FragmentDefinition) -> Result<FragmentIR, CodegenFailure> {
        guard let parentType = schema.getType(name: fragment.typeCondition.name.value) as? any GraphQLCompositeType else {
            // Validation reports unknown or non-composite type conditions.
            return .failure(CodegenFailure(diagnostics: []))
        }
        var builder = makeBuilder(for: definition)
        let selection = builder.build([fragment.selectionSet], on: parentType)
        guard builder.diagnostics.isEmpty else { return .failure(CodegenFailure(diagnostics: builder.diagnostics)) }
        return .success(
            FragmentIR(
                name: definition.name,
                typeName: SwiftNames.fragmentTypeName(definition.name),
                sourcePath: definition.file.path,
                documentation: definition.leadingComment ?? "The `\(definition.name)` fragment.",
                definition: definition.text,
                selection: selection,
                selections: SelectionTranslation.fragment(fragment)
            )
        )
    }

    private func makeBuilder(for definition: LoadedDefinition) -> SelectionSetBuilder {
        var conditions: [String: String] = [:]
        for (name, fragment) in catalog.fragments {
            if case .fragment(let node) = fragment.kind {
                conditions[name] = node.typeCondition.name.value
            }
        }
        return SelectionSetBuilder(schema: schema, fragmentTypeConditions: conditions, locator: definition.locator)
    }
}
