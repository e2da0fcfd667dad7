/// Why code generation stopped: every diagnostic found, deduplicated and sorted by file and position.
public struct CodegenFailure: Error, Sendable, CustomStringConvertible {
    /// The problems, one per line when printed.
    public let diagnostics: [Diagnostic]

    /// Wraps diagnostics, removing duplicates and sorting them.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = Set(diagnostics).sorted()
    }

    /// One `file:line:column: error: message` line per diagnostic.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
