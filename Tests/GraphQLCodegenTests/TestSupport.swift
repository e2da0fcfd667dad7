import Foundation
import GraphQLCodegen

/// The package root, found from this file's location (`Tests/GraphQLCodegenTests/TestSupport.swift`).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

/// Every Swift file under `folder` (a path from the package root), by path from the package root, with its text,
/// in path order.
func swiftSources(under folder: String) -> [(path: String, text: String)] {
    let root = packageRoot.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map { ("\(folder)/\(path)", $0) }
    }
}

/// The repository's real inputs, read with the same relative paths the command uses.
struct RepositoryInputs {
    /// `graphql/schema.graphqls`.
    let schema: DocumentFile
    /// Every `graphql/*.graphql` file.
    let documents: [DocumentFile]

    /// Reads the inputs from the package root.
    static func load() throws -> RepositoryInputs {
        let reader = SourceFileReader(baseDirectory: packageRoot)
        return RepositoryInputs(
            schema: try reader.readFile(at: "graphql/schema.graphqls"),
            documents: try reader.readDocuments(in: "graphql")
        )
    }
}

/// The names of the `.graphql` files in `graphql/`, sorted; empty if the directory cannot be read.
func repositoryDocumentNames() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("graphql").path)) ?? []
    return names.filter { $0.hasSuffix(".graphql") }.sorted()
}

/// The diagnostics, as printed lines, that generating `documents` against `schema` fails with; empty on success.
func diagnosticLines(schema: DocumentFile, documents: [DocumentFile]) -> [String] {
    do {
        _ = try CodeGenerator.generate(schema: schema, documents: documents)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// A fresh, empty temporary directory.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("countries-codegen-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
