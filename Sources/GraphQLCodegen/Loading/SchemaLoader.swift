import GraphQL

/// Parses and builds the schema SDL, reporting problems against the schema file.
enum SchemaLoader {
    /// The schema built from `file`.
    static func load(_ file: DocumentFile) throws(CodegenFailure) -> GraphQLSchema {
        let translator = GraphQLErrorTranslator(
            locators: [file.path: SourceLocator(file: file)], fallbackFile: file.path
        )
        let schema: GraphQLSchema
        do {
            let document = try parse(source: Source(body: file.contents, name: file.path))
            schema = try buildASTSchema(documentAST: document)
        } catch {
            throw CodegenFailure(diagnostics: translator.diagnostics(for: error))
        }
        guard schema.queryType != nil else {
            throw CodegenFailure(diagnostics: [
                Diagnostic(file: file.path, line: 1, column: 1, message: "the schema defines no Query type")
            ])
        }
        return schema
    }
}
