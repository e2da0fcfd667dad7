/// Writes the `Codable` struct mirroring one selection, with its nested structs and `Fragments`.
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
            if !selection.fragments.isEmpty {
                emitCodableWithFragments(selection, into: &writer)
            }
            for field in selection.fields {
                guard let nested = field.nested else { continue }
                writer.blankLine()
                emit(
                    nested.selection, named: nested.typeName, conformances: "Codable, Sendable, Hashable, JSONValueReadable",
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

    /// `init?(jsonValue:)`: every field read from its member, every fragment from the same object.
    private static func emitJSONValueInit(_ selection: SelectionSetIR, into writer: inout SwiftWriter) {
        var reads = selection.fields.enumerated().map { index, field in
            (label: field.responseKey, binding: "let v\(index) = \(field.shape.outputType)(jsonValue: object[\(SwiftLiterals.quoted(field.responseKey))])")
        }
        if !selection.fragments.isEmpty {
            reads.append((label: "fragments", binding: "let v\(reads.count) = Fragments(jsonValue: jsonValue)"))
        }
        writer.doc("Reads the selection straight from JSON, without `Codable`; nil when the JSON does not match.")
        writer.block("public init?(jsonValue: JSONValue?)") { writer in
            guard !reads.isEmpty else {
                writer.line("guard case .object? = jsonValue else { return nil }")
                writer.line("self.init()")
                return
            }
            let binding = selection.fields.isEmpty ? ".object?" : ".object(let object)?"
            writer.line("guard case \(binding) = jsonValue else { return nil }")
            writer.line("guard")
            writer.indented { writer in
                for (index, read) in reads.enumerated() {
                    writer.line(read.binding + (index == reads.count - 1 ? "" : ","))
                }
            }
            writer.line("else { return nil }")
            let arguments = reads.enumerated().map { index, read in "\(SwiftNames.escaped(read.label)): v\(index)" }
            writer.line("self.init(\(arguments.joined(separator: ", ")))")
        }
    }

    /// `CodingKeys`, `init(from:)` and `encode(to:)` for a selection whose fragments share its JSON object.
    private static func emitCodableWithFragments(_ selection: SelectionSetIR, into writer: inout SwiftWriter) {
        if !selection.fields.isEmpty {
            writer.blankLine()
            CodingKeysEmitter.emit(selection.fields.map(\.responseKey), into: &writer)
        }
        writer.blankLine()
        writer.doc("Decodes the selected fields and every spread fragment from the same JSON object.")
        writer.block("public init(from decoder: any Decoder) throws") { writer in
            if !selection.fields.isEmpty {
                writer.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
            }
            for field in selection.fields {
                let name = SwiftNames.escaped(field.responseKey)
                let method = field.shape.isNullable ? "decodeIfPresent" : "decode"
                writer.line("self.\(name) = try container.\(method)(\(field.shape.unwrappedOutputType).self, forKey: .\(name))")
            }
            writer.line("self.fragments = try Fragments(from: decoder)")
        }
        writer.blankLine()
        writer.doc("Encodes the selected fields and every spread fragment into the same JSON object.")
        writer.block("public func encode(to encoder: any Encoder) throws") { writer in
            if !selection.fields.isEmpty {
                writer.line("var container = encoder.container(keyedBy: CodingKeys.self)")
            }
            for field in selection.fields {
                let method = field.shape.isNullable ? "encodeIfPresent" : "encode"
                writer.line(
                    "try container.\(method)(\(SwiftNames.memberAccess(field.responseKey)), forKey: .\(SwiftNames.escaped(field.responseKey)))"
                )
            }
            writer.line("try fragments.encode(to: encoder)")
        }
    }

    private static func emitFragments(_ fragments: [FragmentReference], into writer: inout SwiftWriter) {
        writer.doc("The fragments spread into the selection, decoded from and encoded into its own JSON object.")
        writer.block("public struct Fragments: Codable, Sendable, Hashable, JSONValueReadable") { writer in
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
            writer.doc("Reads every fragment from the selection's own JSON object, without `Codable`.")
            writer.block("public init?(jsonValue: JSONValue?)") { writer in
                writer.line("guard")
                writer.indented { writer in
                    for (index, fragment) in fragments.enumerated() {
                        writer.line("let v\(index) = \(fragment.typeName)(jsonValue: jsonValue)" + (index == fragments.count - 1 ? "" : ","))
                    }
                }
                writer.line("else { return nil }")
                let arguments = fragments.enumerated().map { index, fragment in "\(SwiftNames.escaped(fragment.propertyName)): v\(index)" }
                writer.line("self.init(\(arguments.joined(separator: ", ")))")
            }
            writer.blankLine()
            writer.doc("Decodes every fragment from the selection's own JSON object.")
            writer.block("public init(from decoder: any Decoder) throws") { writer in
                for fragment in fragments {
                    writer.line("self.\(SwiftNames.escaped(fragment.propertyName)) = try \(fragment.typeName)(from: decoder)")
                }
            }
            writer.blankLine()
            writer.doc("Encodes every fragment into the selection's own JSON object.")
            writer.block("public func encode(to encoder: any Encoder) throws") { writer in
                for fragment in fragments {
                    writer.line("try \(SwiftNames.memberAccess(fragment.propertyName)).encode(to: encoder)")
                }
            }
        }
    }
}

/// Writes a private `CodingKeys` enum whose cases are the given JSON keys.
enum CodingKeysEmitter {
    /// Writes `private enum CodingKeys: String, CodingKey` with one case per key.
    static func emit(_ keys: [String], into writer: inout SwiftWriter) {
        writer.doc("The JSON keys, one per property.")
        writer.block("private enum CodingKeys: String, CodingKey") { writer in
            for key in keys {
                writer.line("case \(SwiftNames.escaped(key))")
            }
        }
    }
}
