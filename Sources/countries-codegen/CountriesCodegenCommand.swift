import ArgumentParser
import Foundation
import GraphQLCodegen

/// The `countries-codegen` command: reads the schema and documents, then writes or checks the generated Swift.
struct CountriesCodegenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countries-codegen",
        abstract: "Generate typed Swift operations from the Countries GraphQL schema and documents.",
        discussion: """
            Reads the schema (the single source of truth) and every *.graphql file in the documents \
            directory, each holding one named query or fragment, validates them with the GraphQL \
            specification's rules, and writes one Swift file per operation and fragment plus one for the \
            schema's input objects into the output directory, deleting generated files it no longer \
            produces. Problems are printed as file:line:column: error: message and nothing is written. \
            With --check nothing is written either; the command fails if the output is out of date.

            Example, from the package root:
              swift run countries-codegen
              swift run countries-codegen --check
            """
    )

    @Option(help: "The schema SDL file.")
    var schema = "graphql/schema.graphqls"

    @Option(help: "The directory holding the .graphql operations and fragments.")
    var documents = "graphql"

    @Option(help: "The directory the generated Swift files go into.")
    var output = "Sources/CountriesAPI/Generated"

    @Flag(help: "Write nothing; exit non-zero and list the differences if the output is not up to date.")
    var check = false

    func run() throws {
        let reader = SourceFileReader(baseDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let files: [GeneratedFile]
        do {
            files = try CodeGenerator.generate(
                schema: reader.readFile(at: schema), documents: reader.readDocuments(in: documents)
            )
        } catch {
            Self.printError(error.description)
            throw ExitCode.failure
        }

        let directory = OutputDirectory(url: reader.url(for: output))
        if check {
            let changes = directory.changes(toMatch: files)
            guard changes.isEmpty else {
                Self.printError(changes.map { "\(output)/\($0.fileName): \($0.label)" }.joined(separator: "\n"))
                Self.printError("error: the generated code is out of date; run `swift run countries-codegen`")
                throw ExitCode.failure
            }
            print("\(output) is up to date (\(files.count) files).")
            return
        }

        let changes = try directory.write(files)
        for change in changes {
            switch change {
            case .added(let name), .modified(let name): print("wrote \(output)/\(name)")
            case .removed(let name): print("deleted \(output)/\(name)")
            }
        }
        print("\(files.count) generated files in \(output), \(changes.count) changed.")
    }

    /// Writes `message` and a newline to standard error.
    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
