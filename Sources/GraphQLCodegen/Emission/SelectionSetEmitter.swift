/// Writes the struct mirroring one selection, read from JSON, with its nested structs and `Fragments`.
enum SelectionSetEmitter {
    /// Writes `public struct name: conformances { ... }` for `selection`; `staticMembers` go first in the body.
    static func emit(
        _ selection: SelectionSetIR, named name: String, conformances: String, documentation: String,
        into writer: inout SwiftWriter, staticMembers: (inout SwiftWriter) -> Void = { _ in }
    ) {
        writer.doc(documentation)
        writer.block("public struct \(name): \(conformances)") { writer in
            staticMembers(&writer)
            writer.blankLine()
            emitProperties(selection, into: &writer)
            writer.blankLine()
            emitMemberwiseInit(selection, into: &writer)
            writer.blankLine()
            emitJSONValueInit(selection, into: &writer)
            for field in selection.fields {
                guard let nested = field.nested else { continue }
                writer.blankLine()
                emit(
                    nested.selection, named: nested.typeName, conformances: "Sendable, Hashable, JSONValueReadable",
                    documentation: "A `\(nested.selection.parentTypeName)` from the `\(field.responseKey)` field.",
                    into: &writer
                )
            }
            if !selection.fragments.isEmpty {
                writer.blankLine()
                emitFragments(selection.fragments, into: &writer)
            }
        }
    }

    private static func emitProperties(_ selection: SelectionSetIR, into writer: inout SwiftWriter) {
        for field in selection.fields {
            writer.doc(field.documentation)
            writer.line("public let \(SwiftNames.escaped(field.responseKey)): \(field.shape.outputType)")
        }
        if !selection.fragments.isEmpty {
            writer.doc("The fragments spread into this selection.")
            writer.line("public let fragments: Fragments")
        }
    }

    private static func emitMemberwiseInit(_ selection: SelectionSetIR, into writer: inout SwiftWriter) {
        var parameters = selection.fields.map { field in
            MemberwiseInitEmitter.Parameter(name: field.responseKey, type: field.shape.outputType)
        }
        if !selection.fragments.isEmpty {
            parameters.append(MemberwiseInitEmitter.Parameter(name: "fragments", type: "Fragments"))
        }
        MemberwiseInitEmitter.emit(
            parameters, documentation: "Creates a value from its fields, e.g. for previews and tests.", into: &writer
        )
    }

    /// `init(jsonValue:)`: every field read from its member, every fragment from the same object.
    private static func emitJSONValueInit(_ selection: SelectionSetIR, into writer: inout SwiftWriter) {
        var arguments = selection.fields.map { field in
            let key = field.responseKey
            return "\(SwiftNames.escaped(key)): \(field.shape.outputType)(field: \(SwiftLiterals.quoted(key)), of: object)"
        }
        if !selection.fragments.isEmpty {
            arguments.append("fragments: Fragments(jsonValue: jsonValue)")
        }
        writer.doc("Reads the selection from JSON; an error names the member that does not match, and why.")
        writer.block("public init(jsonValue: JSONValue?) throws(JSONReadError)") { writer in
            writer.line(selection.fields.isEmpty ? "_ = try Self.members(of: jsonValue)" : "let object = try Self.members(of: jsonValue)")
            if arguments.isEmpty {
                writer.line("self.init()")
            } else {
                writer.signature("try self.init", parameters: arguments, suffix: "")
            }
        }
    }

    private static func emitFragments(_ fragments: [FragmentReference], into writer: inout SwiftWriter) {
        writer.doc("The fragments spread into the selection, all read from its own JSON object.")
        writer.block("public struct Fragments: Sendable, Hashable, JSONValueReadable") { writer in
            for fragment in fragments {
                writer.doc("The `\(fragment.name)` fragment.")
                writer.line("public let \(SwiftNames.escaped(fragment.propertyName)): \(fragment.typeName)")
            }
            writer.blankLine()
            MemberwiseInitEmitter.emit(
                fragments.map { MemberwiseInitEmitter.Parameter(name: $0.propertyName, type: $0.typeName) },
                documentation: "Creates the value from its fragments.", into: &writer
            )
            writer.blankLine()
            writer.doc("Reads every fragment from the selection's own JSON object.")
            writer.block("public init(jsonValue: JSONValue?) throws(JSONReadError)") { writer in
                let arguments = fragments.map { fragment in
                    "\(SwiftNames.escaped(fragment.propertyName)): \(fragment.typeName)(jsonValue: jsonValue)"
                }
                writer.signature("try self.init", parameters: arguments, suffix: "")
            }
        }
    }
}
