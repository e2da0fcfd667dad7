import Foundation
import GraphQLCodegen
import Testing

/// The committed `Sources/CountriesAPI/Generated/` matches what the generator produces from `graphql/` today.
@Suite struct GeneratedCodeFreshnessTests {
    @Test func committedGeneratedCodeIsUpToDate() throws {
        let inputs = try RepositoryInputs.load()
        let files = try CodeGenerator.generate(schema: inputs.schema, documents: inputs.documents)

        let temporary = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: temporary) }
        try OutputDirectory(url: temporary).write(files)

        let committed = packageRoot.appendingPathComponent("Sources/CountriesAPI/Generated")
        let differences = try Self.differences(fresh: temporary, committed: committed)
        #expect(
            differences.isEmpty,
            """
            Sources/CountriesAPI/Generated is out of date with graphql/ (\(differences.joined(separator: ", "))). \
            Run `swift run countries-codegen` from the package root and commit the result.
            """
        )
    }

    /// `name: reason` for every generated file that differs between the two directories.
    private static func differences(fresh: URL, committed: URL) throws -> [String] {
        func generatedFiles(in directory: URL) -> [String: String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            var files: [String: String] = [:]
            for name in names where name.hasSuffix(GeneratedFile.suffix) {
                files[name] = (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            }
            return files
        }
        let freshFiles = generatedFiles(in: fresh)
        let committedFiles = generatedFiles(in: committed)
        return Set(freshFiles.keys).union(committedFiles.keys).sorted().compactMap { name in
            switch (freshFiles[name], committedFiles[name]) {
            case (nil, _): "\(name): stale"
            case (_, nil): "\(name): missing"
            case let (freshText?, committedText?): freshText == committedText ? nil : "\(name): changed"
            }
        }
    }
}
