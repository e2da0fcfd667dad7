/// Writes the one file holding every schema input object.
enum InputObjectsEmitter {
    /// The name of the file holding the schema's input objects.
    static let fileName = "SchemaInputObjects.graphql.swift"

    /// The complete file text, input objects sorted by name.
    static func file(for inputObjects: [InputObjectIR], schemaPath: String) -> String {
        var writer = SwiftWriter()
        FileHeader.write(source: schemaPath, importing: ["GraphQLClient", "JSONCore"], into: &writer)
        for inputObject in inputObjects {
            writer.blankLine()
            InputStructEmitter.emit(
                inputObject.fields, named: inputObject.name, documentation: inputObject.documentation, kind: .inputObject,
                into: &writer
            )
        }
        return writer.text
    }
}
