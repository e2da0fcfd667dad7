import GraphQL

/// Collects the schema's input objects as models, sorted by name.
enum InputObjectResolver {
    /// Every input object of `schema`, or diagnostics against `schemaFile` if one cannot be generated.
    static func inputObjects(in schema: GraphQLSchema, schemaFile: DocumentFile) -> Result<[InputObjectIR], CodegenFailure> {
        let inputTypes = schema.typeMap.values
            .compactMap { $0 as? GraphQLInputObjectType }
            .filter { !$0.name.hasPrefix("__") }
            .sorted { $0.name < $1.name }
        var models: [InputObjectIR] = []
        var diagnostics: [Diagnostic] = []
        let locator = SourceLocator(file: schemaFile)
        for inputType in inputTypes {
            let fields: InputObjectFieldMap
            do {
                fields = try inputType.fields()
            } catch {
                diagnostics.append(locator.diagnostic(atUTF8Offset: inputType.astNode?.loc?.start ?? 0, "\(error)"))
                continue
            }
            models.append(
                InputObjectIR(
                    name: inputType.name,
                    documentation: Documentation.oneLine(inputType.description) ?? "The `\(inputType.name)` input object.",
                    fields: fields.map { name, field in
                        InputValueIR(
                            name: name,
                            shape: SchemaTypeMapping.shape(of: field.type, name: SchemaTypeMapping.swiftName(of:)),
                            documentation: Documentation.oneLine(field.description) ?? "The `\(name)` field."
                        )
                    }
                )
            )
        }
        diagnostics += recursionDiagnostics(models, locator: locator, schema: schema)
        return diagnostics.isEmpty ? .success(models) : .failure(CodegenFailure(diagnostics: diagnostics))
    }

    /// Input objects that contain themselves without a list in between cannot be Swift structs.
    private static func recursionDiagnostics(
        _ models: [InputObjectIR], locator: SourceLocator, schema: GraphQLSchema
    ) -> [Diagnostic] {
        let byName = Dictionary(uniqueKeysWithValues: models.map { ($0.name, $0) })
        func directReferences(of model: InputObjectIR) -> [String] {
            model.fields.compactMap { field in
                if case .named(let name) = field.shape.nullable, byName[name] != nil { return name }
                return nil
            }
        }
        var diagnostics: [Diagnostic] = []
        for model in models {
            var seen: Set<String> = []
            var pending = directReferences(of: model)
            while let next = pending.popLast() {
                if next == model.name {
                    let offset = (schema.getType(name: model.name) as? GraphQLInputObjectType)?.astNode?.loc?.start ?? 0
                    diagnostics.append(
                        locator.diagnostic(atUTF8Offset: offset, "input object \(model.name) contains itself without a list in between, which a Swift struct cannot represent")
                    )
                    break
                }
                guard seen.insert(next).inserted, let nextModel = byName[next] else { continue }
                pending += directReferences(of: nextModel)
            }
        }
        return diagnostics
    }
}
