import GraphQL

/// Generates the Swift API for a schema and its `.graphql` operations and fragments.
///
/// The steps: build the schema, load one definition per file, check names, validate each definition with
/// the fragments it spreads, resolve types into a small model, and emit one Swift file per definition
/// plus one for the schema's input objects, one describing the schema for the cache (`SchemaMetadata`) and one
/// listing every operation (`OperationCatalog`). Nothing is produced unless every step succeeds.
public enum CodeGenerator {
    /// The generated files, sorted by name, or every problem found.
    public static func generate(schema: DocumentFile, documents: [DocumentFile]) throws(CodegenFailure) -> [GeneratedFile] {
        let graphQLSchema = try SchemaLoader.load(schema)
        let inputObjects = try InputObjectResolver.inputObjects(in: graphQLSchema, schemaFile: schema).get()
        let catalog = try checkedCatalog(documents: documents, schema: graphQLSchema, inputObjects: inputObjects)

        let resolver = DefinitionResolver(schema: graphQLSchema, catalog: catalog)
        var files: [GeneratedFile] = []
        var operations: [OperationIR] = []
        var diagnostics: [Diagnostic] = []
        for definition in catalog.operations + catalog.fragments.values.sorted(by: { $0.name < $1.name }) {
            let result: Result<GeneratedFile, CodegenFailure>
            switch definition.kind {
            case .operation(let operation):
                result = resolver.operation(definition, operation).map { model in
                    operations.append(model)
                    return GeneratedFile(name: model.typeName + GeneratedFile.suffix, contents: OperationEmitter.file(for: model))
                }
            case .fragment(let fragment):
                result = resolver.fragment(definition, fragment).map { model in
                    GeneratedFile(name: model.typeName + GeneratedFile.suffix, contents: FragmentEmitter.file(for: model))
                }
            }
            switch result {
            case .success(let file): files.append(file)
            case .failure(let failure): diagnostics += failure.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw CodegenFailure(diagnostics: diagnostics) }

        if !inputObjects.isEmpty {
            files.append(
                GeneratedFile(
                    name: InputObjectsEmitter.fileName,
                    contents: InputObjectsEmitter.file(for: inputObjects, schemaPath: schema.path)
                )
            )
        }
        files.append(
            GeneratedFile(name: CacheSchemaEmitter.fileName, contents: CacheSchemaEmitter.file(for: graphQLSchema, schemaPath: schema.path))
        )
        files.append(
            GeneratedFile(
                name: OperationCatalogEmitter.fileName,
                contents: OperationCatalogEmitter.file(for: operations, documentPaths: documents.map(\.path))
            )
        )
        return files.sorted { $0.name < $1.name }
    }

    /// The generated files for schema SDL text, reported in diagnostics and headers as `schemaPath`.
    public static func generate(
        schemaSDL: String, schemaPath: String = "graphql/schema.graphqls", documents: [DocumentFile]
    ) throws(CodegenFailure) -> [GeneratedFile] {
        try generate(schema: DocumentFile(path: schemaPath, contents: schemaSDL), documents: documents)
    }

    /// Every problem in `documents` (syntax, structure, names, validation), without generating anything.
    public static func diagnostics(schema: DocumentFile, documents: [DocumentFile]) -> [Diagnostic] {
        do {
            let graphQLSchema = try SchemaLoader.load(schema)
            let inputObjects = try InputObjectResolver.inputObjects(in: graphQLSchema, schemaFile: schema).get()
            _ = try checkedCatalog(documents: documents, schema: graphQLSchema, inputObjects: inputObjects)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Loads, catalogs and validates the documents, failing with every diagnostic found.
    private static func checkedCatalog(
        documents: [DocumentFile], schema: GraphQLSchema, inputObjects: [InputObjectIR]
    ) throws(CodegenFailure) -> DefinitionCatalog {
        let loaded = DocumentLoader.load(documents)
        var reserved = Dictionary(inputObjects.map { ($0.name, "the schema input object \($0.name)") }) { first, _ in first }
        // Names of the generator's own files, which a fragment's file name must not collide with.
        reserved["OperationCatalog"] = "the operation catalog"
        reserved["SchemaInputObjects"] = "the schema input objects file"
        reserved["SchemaMetadata"] = "the schema metadata file"
        let catalog = DefinitionCatalog(definitions: loaded.definitions, reservedTypeNames: reserved)
        let diagnostics = loaded.diagnostics + catalog.diagnostics + DocumentValidator.validate(catalog, schema: schema)
        guard diagnostics.isEmpty else { throw CodegenFailure(diagnostics: diagnostics) }
        return catalog
    }
}
