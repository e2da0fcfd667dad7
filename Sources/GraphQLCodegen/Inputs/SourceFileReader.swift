import Foundation

/// Reads the schema and the `.graphql` documents from disk, keeping paths as the user spelled them.
public struct SourceFileReader: Sendable {
    /// The directory relative paths are resolved against (the current directory for the command).
    public let baseDirectory: URL

    /// Creates a reader resolving relative paths against `baseDirectory`.
    public init(baseDirectory: URL) {
        self.baseDirectory = baseDirectory
    }

    /// The file at `path`, or a diagnostic-style failure if it cannot be read.
    public func readFile(at path: String) throws(CodegenFailure) -> DocumentFile {
        do {
            let contents = try String(contentsOf: url(for: path), encoding: .utf8)
            return DocumentFile(path: path, contents: contents)
        } catch {
            throw CodegenFailure(diagnostics: [
                Diagnostic(file: path, line: 1, column: 1, message: "cannot read file: \(error.localizedDescription)")
            ])
        }
    }

    /// Every `*.graphql` file directly inside `directory`, sorted by name, with paths joined onto `directory`.
    public func readDocuments(in directory: String) throws(CodegenFailure) -> [DocumentFile] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url(for: directory).path)
        } catch {
            throw CodegenFailure(diagnostics: [
                Diagnostic(file: directory, line: 1, column: 1, message: "cannot list documents: \(error.localizedDescription)")
            ])
        }
        var files: [DocumentFile] = []
        for name in names.filter({ $0.hasSuffix(".graphql") }).sorted() {
            files.append(try readFile(at: Self.join(directory, name)))
        }
        return files
    }

    /// `path` resolved against the base directory unless it is absolute.
    public func url(for path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : baseDirectory.appendingPathComponent(path)
    }

    /// `directory/name` without doubling a trailing slash.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
