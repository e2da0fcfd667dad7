import GraphQL

/// The rules a document is validated by, chosen by what its text holds. Rules that judge only variables are left
/// out for a text without a `$`, and rules that judge only fragments for a text with neither `fragment` nor `...`:
/// there they find nothing, yet each would still visit every node (a fifth of a new document's validation).
struct ValidationRuleSets: Sendable {
    typealias Rule = @Sendable (ValidationContext) -> Visitor

    /// Every rule, then without the variables' rules, without the fragments' rules, and without either.
    private let sets: [[Rule]]

    /// The sets of `rules`, each rule kept in its order.
    init(_ rules: [(scope: ValidationRules.Scope, rule: Rule)]) {
        let left: [Set<ValidationRules.Scope>] = [[], [.variables], [.fragments], [.variables, .fragments]]
        sets = left.map { scopes in rules.filter { !scopes.contains($0.scope) }.map(\.rule) }
    }

    /// The rules for a document whose text is `text`.
    func rules(for text: String) -> [Rule] {
        let variables = text.utf8.contains(UInt8(ascii: "$"))
        let fragments = text.contains("...") || text.contains("fragment")
        return sets[(variables ? 0 : 1) + (fragments ? 0 : 2)]
    }
}
