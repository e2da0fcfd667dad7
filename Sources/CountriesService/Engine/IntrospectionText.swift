import GraphQL

/// GraphQLSwift's introspection answers made to read as graphql-js's, which the public API runs: its built-in
/// descriptions escape backticks (`the \`if\` argument`), and it prints default values with padding (`{  }` where
/// graphql-js prints `{}`).
enum IntrospectionText {
    /// `value` with every `description` unescaped and every `defaultValue` printed as graphql-js prints it.
    static func normalized(_ value: Map) -> Map {
        switch value {
        case .array(let items):
            return .array(items.map(normalized))
        case .dictionary(var fields):
            for (key, field) in fields {
                switch (key, field) {
                case ("description", .string(let text)) where text.contains("\\`"):
                    fields[key] = .string(text.replacing("\\`", with: "`"))
                case ("defaultValue", .string(let text)):
                    fields[key] = .string(reprinted(text))
                default:
                    fields[key] = normalized(field)
                }
            }
            return .dictionary(fields)
        default:
            return value
        }
    }

    /// A value printed by GraphQLSwift, printed again by `ValuePrinting`; as it was if it does not parse.
    private static func reprinted(_ text: String) -> String {
        // GraphQLSwift parses values only inside documents, so the value is read as an argument of a field.
        guard let document = try? parse(source: "{f(v: \(text))}"),
              let operation = document.definitions.first as? OperationDefinition,
              let field = operation.selectionSet.selections.first as? Field,
              let argument = field.arguments.first
        else { return text }
        return ValuePrinting.print(argument.value)
    }
}
