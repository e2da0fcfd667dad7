/// A GraphQL source file: its path as the user gave it (used in diagnostics and headers) and its text.
public struct DocumentFile: Sendable, Hashable {
    /// The path printed in diagnostics and generated headers, e.g. `graphql/CountryDetail.graphql`.
    public let path: String
    /// The file's text.
    public let contents: String

    /// Wraps a file's path and text; line endings are normalised to `\n`.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
            .replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
    }
}
