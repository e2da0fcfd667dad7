import GraphQL

/// The single operation or fragment of one `.graphql` file, with the text and comment the emitter needs.
struct LoadedDefinition {
    /// Whether the file defines an operation or a fragment.
    enum Kind {
        /// A named query.
        case operation(OperationDefinition)
        /// A named fragment.
        case fragment(FragmentDefinition)
    }

    /// The file the definition came from.
    let file: DocumentFile
    /// The parsed file, kept so validation can reuse its source locations.
    let document: Document
    /// The definition itself.
    let kind: Kind
    /// The operation's or fragment's name.
    let name: String
    /// The UTF-8 offset of the name, where name-related diagnostics point.
    let nameOffset: Int
    /// The definition's exact source text, with trailing spaces trimmed from each line.
    let text: String
    /// The `#` comment lines right above the definition, joined into one line.
    let leadingComment: String?
    /// The names of the fragments spread directly anywhere in the definition, sorted.
    let spreadFragmentNames: [String]

    /// The definition as a generic AST node.
    var definition: any Definition {
        switch kind {
        case .operation(let operation): operation
        case .fragment(let fragment): fragment
        }
    }

    /// A locator for diagnostics in this definition's file.
    var locator: SourceLocator { SourceLocator(file: file) }
}
