/// Writes the file of one fragment: a top-level `GraphQLFragment` struct with its nested types.
enum FragmentEmitter {
    /// The complete `<Name>.graphql.swift` text.
    static func file(for fragment: FragmentIR) -> String {
        var writer = SwiftWriter()
        FileHeader.write(source: fragment.sourcePath, importing: FileHeader.selectionImports, into: &writer)
        SelectionSetEmitter.emit(
            fragment.selection, named: fragment.typeName, conformances: "GraphQLFragment, Hashable",
            documentation: fragment.documentation, into: &writer
        ) { writer in
            writer.doc("The fragment's name as written in its `.graphql` file.")
            writer.line("public static let fragmentName = \(SwiftLiterals.quoted(fragment.name))")
            writer.doc("The fragment definition, appended to the documents of operations that spread it.")
            writer.multiLineString("public static let fragmentDefinition: String =", fragment.definition)
            writer.blankLine()
            SelectionsEmitter.emit(fragment.selections, into: &writer)
        }
        return writer.text
    }
}
