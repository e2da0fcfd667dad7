import GraphQLTokens

/// GraphQL's Name token: `/[_A-Za-z][_0-9A-Za-z]*/`, as the spec writes it.
public enum GraphQLName {
    /// Whether `text` is one Name: a letter or `_`, then letters, digits or `_`.
    public static func isValid(_ text: some StringProtocol) -> Bool {
        guard let first = text.utf8.first, first.isNameCharacter, !first.isDigit else { return false }
        return text.utf8.allSatisfy(\.isNameCharacter)
    }
}
