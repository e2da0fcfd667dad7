import GraphQLClient

/// Prints an introspection result as SDL, in the layout graphql-js's `printSchema` uses, types sorted by name.
enum IntrospectionSDLPrinter {
    private static let builtInScalars: Set<String> = ["String", "Int", "Float", "Boolean", "ID"]

    /// The schema as SDL text, ending with a newline.
    static func sdl(from schema: DownloadedSchema) -> String {
        var blocks: [String] = []
        if let definition = schemaDefinition(schema) { blocks.append(definition) }
        for type in schema.types.sorted(by: { $0.name < $1.name })
        where !type.name.hasPrefix("__") && !builtInScalars.contains(type.name) {
            blocks.append(print(type))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// A `schema { ... }` block, needed only when root types have unconventional names.
    private static func schemaDefinition(_ schema: DownloadedSchema) -> String? {
        let roots = [("query", schema.queryType, "Query"), ("mutation", schema.mutationType, "Mutation"),
                     ("subscription", schema.subscriptionType, "Subscription")]
        guard roots.contains(where: { $0.1 != nil && $0.1?.name != $0.2 }) else { return nil }
        let lines = roots.compactMap { operation, type, _ in type.map { "  \(operation): \($0.name)" } }
        return "schema {\n" + lines.joined(separator: "\n") + "\n}"
    }

    private static func print(_ type: IntrospectionType) -> String {
        let head = description(type.description, indent: "")
        switch type.kind {
        case "OBJECT", "INTERFACE":
            let keyword = type.kind == "OBJECT" ? "type" : "interface"
            let interfaces = (type.interfaces ?? []).map(\.sdl)
            let implements = interfaces.isEmpty ? "" : " implements " + interfaces.joined(separator: " & ")
            let fields = (type.fields ?? []).map(field)
            return head + "\(keyword) \(type.name)\(implements)" + block(fields)
        case "INPUT_OBJECT":
            return head + "input \(type.name)" + block((type.inputFields ?? []).map { inputValue($0, indent: "  ") })
        case "ENUM":
            let values = (type.enumValues ?? []).map { value in
                description(value.description, indent: "  ") + "  \(value.name)" + deprecation(value.isDeprecated, value.deprecationReason)
            }
            return head + "enum \(type.name)" + block(values)
        case "UNION":
            return head + "union \(type.name) = " + (type.possibleTypes ?? []).map(\.sdl).joined(separator: " | ")
        default:
            return head + "scalar \(type.name)"
        }
    }

    private static func block(_ lines: [String]) -> String {
        lines.isEmpty ? "" : " {\n" + lines.joined(separator: "\n") + "\n}"
    }

    private static func field(_ field: IntrospectionField) -> String {
        var arguments = ""
        if !field.args.isEmpty {
            if field.args.contains(where: { $0.description != nil }) {
                arguments = "(\n" + field.args.map { inputValue($0, indent: "    ") }.joined(separator: "\n") + "\n  )"
            } else {
                arguments = "(" + field.args.map { inputValue($0, indent: "") }.joined(separator: ", ") + ")"
            }
        }
        return description(field.description, indent: "  ") + "  \(field.name)\(arguments): \(field.type.sdl)"
            + deprecation(field.isDeprecated, field.deprecationReason)
    }

    private static func inputValue(_ value: IntrospectionInputValue, indent: String) -> String {
        var text = description(value.description, indent: indent) + "\(indent)\(value.name): \(value.type.sdl)"
        if let defaultValue = value.defaultValue {
            // GraphQLSwift prints an empty object as "{  }"; graphql-js as "{}".
            text += " = " + (defaultValue.replacingOccurrences(of: " ", with: "") == "{}" ? "{}" : defaultValue)
        }
        return text
    }

    private static func deprecation(_ isDeprecated: Bool?, _ reason: String?) -> String {
        guard isDeprecated == true else { return "" }
        guard let reason, reason != "No longer supported" else { return " @deprecated" }
        return " @deprecated(reason: \(quoted(reason)))"
    }

    private static func description(_ text: String?, indent: String) -> String {
        guard let text, !text.isEmpty else { return "" }
        if !text.contains("\n") && !text.contains("\"") {
            return "\(indent)\(quoted(text))\n"
        }
        let body = text.replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n")
        return "\(indent)\"\"\"\n\(body)\n\(indent)\"\"\"\n"
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
