import Foundation
import GraphQLCodegen
import Testing

/// Writing output updates changed files, deletes stale generated files, and leaves other files alone.
@Suite struct OutputDirectoryTests {
    @Test func writeReplacesChangedAndRemovesStaleGeneratedFiles() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("old".utf8).write(to: directory.appendingPathComponent("Kept.graphql.swift"))
        try Data("gone".utf8).write(to: directory.appendingPathComponent("Stale.graphql.swift"))
        try Data("hand-written".utf8).write(to: directory.appendingPathComponent("Notes.swift"))

        let output = OutputDirectory(url: directory)
        let files = [GeneratedFile(name: "Kept.graphql.swift", contents: "new"), GeneratedFile(name: "New.graphql.swift", contents: "fresh")]
        #expect(output.changes(toMatch: files) == [.modified("Kept.graphql.swift"), .added("New.graphql.swift"), .removed("Stale.graphql.swift")])

        try output.write(files)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["Kept.graphql.swift", "New.graphql.swift", "Notes.swift"])
        #expect(output.changes(toMatch: files).isEmpty)
    }
}
