/// Turns the UTF-8 offsets GraphQL's lexer reports into 1-based lines and character columns of one file.
struct SourceLocator: Sendable {
    /// The file the offsets belong to.
    let file: DocumentFile

    /// A diagnostic at `offset` (UTF-8 bytes from the start of the file).
    func diagnostic(atUTF8Offset offset: Int, _ message: String) -> Diagnostic {
        let utf8 = file.contents.utf8
        let clamped = max(0, min(offset, utf8.count))
        let prefix = String(decoding: utf8.prefix(clamped), as: UTF8.self)
        var line = 1
        var column = 1
        for character in prefix {
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return Diagnostic(file: file.path, line: line, column: column, message: message)
    }
}
