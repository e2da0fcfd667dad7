import GraphQLTokens

/// Which type of operation a request selects, read from the document's tokens (graphql-js's lexer, which
/// does not recurse) without parsing it, so that an HTTP server can refuse a mutation sent by GET before any
/// parse, whatever the document's nesting.
public enum OperationTypeScan {
    /// Whether `document` selects a mutation: the operation named `operationName`, or the only operation when
    /// no name is given. False when the text does not lex or the selection is not clear; execution then says
    /// why.
    public static func selectsMutation(_ document: String, operationName: String?) -> Bool {
        guard case .success(let tokens) = GraphQLLexer(document).tokens() else { return false }
        let operations = operations(in: tokens)
        let selected = operationName.map { name in operations.first { $0.name == name } }
            ?? (operations.count == 1 ? operations.first : nil)
        return selected?.type == "mutation"
    }

    /// The operations the document defines, by type and name, in order. A definition starts at nesting 0
    /// after the previous one's closing `}`; only there is `query`, `mutation` or `subscription` a keyword.
    private static func operations(in tokens: [GraphQLLexer.Token]) -> [(type: String, name: String?)] {
        var operations: [(type: String, name: String?)] = []
        var depth = 0
        var atDefinitionStart = true
        for (index, token) in tokens.enumerated() {
            if depth == 0, atDefinitionStart {
                atDefinitionStart = false
                if token.kind == "{" {
                    operations.append(("query", nil))
                } else if token.kind == "Name", let keyword = token.value, ["query", "mutation", "subscription"].contains(keyword) {
                    let next = tokens.indices.contains(index + 1) ? tokens[index + 1] : nil
                    operations.append((keyword, next?.kind == "Name" ? next?.value : nil))
                }
            }
            switch token.kind {
            case "{", "(", "[": depth += 1
            case "}", ")", "]":
                depth = max(0, depth - 1)
                if depth == 0, token.kind == "}" { atDefinitionStart = true }
            default: break
            }
        }
        return operations
    }
}
