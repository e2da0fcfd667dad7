/// Writes the file of one query: the operation struct with its variables, `Variables` and `Data`.
enum OperationEmitter {
    /// The complete `<Name>Query.graphql.swift` text.
    static func file(for operation: OperationIR) -> String {
        var writer = SwiftWriter()
        FileHeader.write(source: operation.sourcePath, importing: FileHeader.selectionImports, into: &writer)
        writer.doc(operation.documentation)
        writer.block("public struct \(operation.typeName): GraphQLQuery") { writer in
            writer.doc("The operation's name, sent as `operationName`.")
            writer.line("public static let operationName = \(SwiftLiterals.quoted(operation.name))")
            writer.doc("The document sent to the server: this query followed by every fragment it spreads.")
            writer.multiLineString("public static let document: String =", operation.document)
            writer.blankLine()
            SelectionsEmitter.emit(operation.selections, fragmentTypeNames: operation.fragmentTypeNames, into: &writer)
            writer.blankLine()
            if operation.variables.isEmpty {
                emitWithoutVariables(into: &writer)
            } else {
                emitVariables(operation, into: &writer)
            }
            writer.blankLine()
            SelectionSetEmitter.emit(
                operation.data, named: "Data", conformances: "Sendable, Hashable, JSONValueReadable",
                documentation: "The data the `\(operation.name)` query returns.", into: &writer
            )
        }
        return writer.text
    }

    private static func emitWithoutVariables(into writer: inout SwiftWriter) {
        writer.doc("This query declares no variables.")
        writer.line("public typealias Variables = NoVariables")
        writer.blankLine()
        writer.doc("The variables sent with this query: none.")
        writer.line("public var variables: NoVariables { NoVariables() }")
        writer.blankLine()
        writer.doc("Creates the query.")
        writer.line("public init() {}")
    }

    private static func emitVariables(_ operation: OperationIR, into writer: inout SwiftWriter) {
        for variable in operation.variables {
            writer.doc(variable.documentation)
            writer.line("public var \(SwiftNames.escaped(variable.name)): \(variable.shape.inputType)")
        }
        writer.blankLine()
        MemberwiseInitEmitter.emit(
            operation.variables.map(InputStructEmitter.parameter),
            documentation: InputStructEmitter.Kind.operation.initializerDocumentation(
                hasDefaults: operation.variables.contains(where: \.shape.isNullable)
            ),
            into: &writer
        )
        writer.blankLine()
        let arguments = operation.variables.map { variable in
            "\(SwiftNames.escaped(variable.name)): \(SwiftNames.memberAccess(variable.name))"
        }
        writer.doc("The variables sent with this query.")
        writer.block("public var variables: Variables") { writer in
            writer.signature("Variables", parameters: arguments, suffix: "")
        }
        writer.blankLine()
        InputStructEmitter.emit(
            operation.variables, named: "Variables",
            documentation: "The variables of the `\(operation.name)` query, as sent in the request.", kind: .variables,
            into: &writer
        )
    }
}
