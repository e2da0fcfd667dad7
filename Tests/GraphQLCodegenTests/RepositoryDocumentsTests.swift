import GraphQLCodegen
import Testing

/// Every document in the repository's `graphql/` directory validates against the schema.
@Suite struct RepositoryDocumentsTests {
    @Test func theDocumentsDirectoryIsNotEmpty() {
        #expect(!repositoryDocumentNames().isEmpty, "expected .graphql files in \(packageRoot.path)/graphql")
    }

    @Test(arguments: repositoryDocumentNames())
    func documentValidates(fileName: String) throws {
        let inputs = try RepositoryInputs.load()
        let problems = CodeGenerator.diagnostics(schema: inputs.schema, documents: inputs.documents)
            .filter { $0.file == "graphql/\(fileName)" }
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }

    @Test func wholeDirectoryGeneratesWithoutDiagnostics() throws {
        let inputs = try RepositoryInputs.load()
        let problems = CodeGenerator.diagnostics(schema: inputs.schema, documents: inputs.documents)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }
}
