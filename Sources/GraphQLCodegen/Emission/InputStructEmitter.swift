/// Writes an input struct that writes itself as JSON: a schema input object or an operation's `Variables`.
enum InputStructEmitter {
    /// Writes `public struct name: JSONValueWritable, Sendable, Hashable` with one `var` per value, a memberwise
    /// initializer defaulting nullable values to `.none`, and a `jsonValue` that omits `.none`.
    static func emit(
        _ values: [InputValueIR], named name: String, documentation: String, kind: Kind, into writer: inout SwiftWriter
    ) {
        writer.doc(documentation)
        writer.block("public struct \(name): JSONValueWritable, Sendable, Hashable") { writer in
            for value in values {
                writer.doc(value.documentation)
                writer.line("public var \(SwiftNames.escaped(value.name)): \(value.shape.inputType)")
            }
            writer.blankLine()
            MemberwiseInitEmitter.emit(
                values.map(parameter), documentation: kind.initializerDocumentation(hasDefaults: values.contains(where: \.shape.isNullable)),
                into: &writer
            )
            writer.blankLine()
            writer.doc("The value as a JSON object, leaving out `.none` and writing `null` for `.null`.")
            guard !values.isEmpty else {
                writer.line("public var jsonValue: JSONValue { .object([:]) }")
                return
            }
            writer.block("public var jsonValue: JSONValue") { writer in
                writer.line("var object: JSONObject = [:]")
                for value in values {
                    let member = value.shape.isNullable ? "jsonMember" : "jsonValue"
                    writer.line("object[\(SwiftLiterals.quoted(value.name))] = \(SwiftNames.memberAccess(value.name)).\(member)")
                }
                writer.line("return .object(object)")
            }
        }
    }

    /// What an input struct holds, which decides how its initializer is described.
    enum Kind {
        /// A schema input object.
        case inputObject
        /// An operation's `Variables`.
        case variables
        /// The operation struct itself, whose stored properties are its variables.
        case operation

        /// The initializer's doc text, mentioning the `.none` default only when some value is nullable.
        func initializerDocumentation(hasDefaults: Bool) -> String {
            let defaults = ", which leaves them out of the request."
            switch (self, hasDefaults) {
            case (.inputObject, false): return "Creates the value from its fields."
            case (.inputObject, true): return "Creates the value; nullable fields default to `.none`" + defaults
            case (.variables, false): return "Creates the variables."
            case (.variables, true): return "Creates the variables; nullable ones default to `.none`" + defaults
            case (.operation, false): return "Creates the query from its variables."
            case (.operation, true): return "Creates the query; nullable variables default to `.none`" + defaults
            }
        }
    }

    /// The initializer parameter for `value`, defaulting to `.none` when nullable.
    static func parameter(_ value: InputValueIR) -> MemberwiseInitEmitter.Parameter {
        MemberwiseInitEmitter.Parameter(
            name: value.name, type: value.shape.inputType, defaultValue: value.shape.isNullable ? ".none" : nil
        )
    }
}
