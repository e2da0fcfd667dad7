import GraphQLSelectionModel
import JSONCore

/// Writes an operation's or fragment's selections as Swift (`static let selections`), the model the
/// normalized cache walks, as Apollo's generated `__selections` are.
enum SelectionsEmitter {
    /// `public static let selections = OperationSelections(...)` for an operation whose fragments are the
    /// generated types `fragmentTypeNames`.
    static func emit(_ selections: OperationSelections, fragmentTypeNames: [String], into writer: inout SwiftWriter) {
        writer.doc("The query's selections, for the normalized cache.")
        writer.line("public static let selections: OperationSelections? = OperationSelections(")
        writer.indented { writer in
            emit(label: "selectionSet", selections.selectionSet, suffix: ",", into: &writer)
            writer.line("fragments: [\(fragmentTypeNames.map { "\($0).selections" }.joined(separator: ", "))],")
            let defaults = selections.variableDefaults.sorted { $0.key < $1.key }
                .map { "\(SwiftLiterals.quoted($0.key)): \(literal($0.value))" }
            writer.line("variableDefaults: [\(defaults.isEmpty ? ":" : defaults.joined(separator: ", "))]")
        }
        writer.line(")")
    }

    /// `public static let selections = FragmentSelections(...)`.
    static func emit(_ selections: FragmentSelections, into writer: inout SwiftWriter) {
        writer.doc("The fragment's selections, for the normalized cache.")
        writer.line("public static let selections = FragmentSelections(")
        writer.indented { writer in
            writer.line("name: \(SwiftLiterals.quoted(selections.name)),")
            writer.line("typeCondition: \(SwiftLiterals.quoted(selections.typeCondition)),")
            emit(label: "selectionSet", selections.selectionSet, suffix: "", into: &writer)
        }
        writer.line(")")
    }

    /// `label: [` one selection per line `]`, then `suffix`.
    private static func emit(label: String, _ selectionSet: [Selection], suffix: String, into writer: inout SwiftWriter) {
        guard !selectionSet.isEmpty else {
            writer.line("\(label): []\(suffix)")
            return
        }
        writer.line("\(label): [")
        writer.indented { writer in
            for selection in selectionSet { emit(selection, into: &writer) }
        }
        writer.line("]\(suffix)")
    }

    private static func emit(_ selection: Selection, into writer: inout SwiftWriter) {
        switch selection {
        case .field(let field):
            var parts: [String] = []
            if let alias = field.alias { parts.append("alias: \(SwiftLiterals.quoted(alias))") }
            parts.append("name: \(SwiftLiterals.quoted(field.name))")
            if !field.arguments.isEmpty { parts.append("arguments: \(literal(field.arguments))") }
            if !field.directives.isEmpty { parts.append("directives: \(literal(field.directives))") }
            guard !field.selectionSet.isEmpty else {
                writer.line(".field(FieldSelection(\(parts.joined(separator: ", ")))),")
                return
            }
            writer.line(".field(FieldSelection(")
            writer.indented { writer in
                for part in parts { writer.line(part + ",") }
                emit(label: "selectionSet", field.selectionSet, suffix: "", into: &writer)
            }
            writer.line(")),")
        case .fragmentSpread(let name, let directives):
            writer.line(".fragmentSpread(name: \(SwiftLiterals.quoted(name)), directives: \(literal(directives))),")
        case .inlineFragment(let typeCondition, let directives, let selectionSet):
            writer.line(".inlineFragment(")
            writer.indented { writer in
                writer.line("typeCondition: \(typeCondition.map(SwiftLiterals.quoted) ?? "nil"),")
                writer.line("directives: \(literal(directives)),")
                emit(label: "selectionSet", selectionSet, suffix: "", into: &writer)
            }
            writer.line("),")
        }
    }

    private static func literal(_ directives: [Directive]) -> String {
        "[" + directives.map { directive in
            let arguments = directive.arguments.isEmpty ? "" : ", arguments: \(literal(directive.arguments))"
            return "Directive(name: \(SwiftLiterals.quoted(directive.name))\(arguments))"
        }.joined(separator: ", ") + "]"
    }

    private static func literal(_ arguments: [InputArgument]) -> String {
        "[" + arguments.map { "InputArgument(name: \(SwiftLiterals.quoted($0.name)), value: \(literal($0.value)))" }
            .joined(separator: ", ") + "]"
    }

    private static func literal(_ value: InputValue) -> String {
        switch value {
        case .variable(let name): ".variable(\(SwiftLiterals.quoted(name)))"
        case .constant(let constant): ".constant(\(literal(constant)))"
        case .list(let items): ".list([\(items.map(literal).joined(separator: ", "))])"
        case .object(let fields): ".object(\(literal(fields)))"
        }
    }

    private static func literal(_ value: JSONValue) -> String {
        switch value {
        case .null: ".null"
        case .bool(let flag): ".bool(\(flag))"
        case .number(let number) where number.isInfinite: number < 0 ? ".number(-.infinity)" : ".number(.infinity)"
        case .number(let number): ".number(\(number))"
        case .string(let string): ".string(\(SwiftLiterals.quoted(string)))"
        case .array(let items): ".array([\(items.map(literal).joined(separator: ", "))])"
        case .object(let members) where members.isEmpty: ".object([:])"
        case .object(let members):
            ".object([\(members.sorted { $0.key < $1.key }.map { "\(SwiftLiterals.quoted($0.key)): \(literal($0.value))" }.joined(separator: ", "))])"
        }
    }
}
