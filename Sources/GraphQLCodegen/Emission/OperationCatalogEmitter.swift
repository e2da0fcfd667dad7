/// Writes `OperationCatalog`, the list of every generated operation type, for running operations by name.
enum OperationCatalogEmitter {
    /// The name of the catalog file.
    static let fileName = "OperationCatalog.graphql.swift"

    /// The complete file text; `operations` are listed sorted by operation name.
    static func file(for operations: [OperationIR], documentPaths: [String]) -> String {
        var writer = SwiftWriter()
        FileHeader.write(source: sourceDescription(documentPaths), importing: ["GraphQLClient"], into: &writer)
        writer.doc("Every operation generated from the `.graphql` documents, for looking them up by name.")
        writer.block("public enum OperationCatalog") { writer in
            writer.doc("The generated operation types, sorted by operation name.")
            if operations.isEmpty {
                writer.line("public static let all: [any GraphQLOperation.Type] = []")
                return
            }
            writer.line("public static let all: [any GraphQLOperation.Type] = [")
            writer.indented { writer in
                for operation in operations.sorted(by: { $0.name < $1.name }) {
                    writer.line("\(operation.typeName).self,")
                }
            }
            writer.line("]")
        }
        return writer.text
    }

    /// `graphql/*.graphql` for documents in `graphql/`; several directories are listed sorted.
    private static func sourceDescription(_ paths: [String]) -> String {
        let directories = Set(paths.map { path -> String in
            guard let slash = path.lastIndex(of: "/") else { return "" }
            return String(path[...slash])
        })
        let patterns = directories.sorted().map { $0 + "*.graphql" }
        return patterns.isEmpty ? "*.graphql" : patterns.joined(separator: ", ")
    }
}
