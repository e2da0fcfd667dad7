import GraphQL

/// The rules a document is validated by, chosen by what its text holds. A rule that judges only variables,
/// fragments, directives or arguments is left out for a text without the mark that each needs (`$`, `fragment` or
/// `...`, `@`, `(`): there it finds nothing, yet it would still visit every node. For a new AllCountries document,
/// leaving them out takes a quarter off its validation.
struct ValidationRuleSets: Sendable {
    typealias Rule = @Sendable (ValidationContext) -> Visitor

    /// By the kinds of thing a text lacks, as the sum of their `Scope` values.
    private let sets: [[Rule]]

    /// The sets of `rules`, each rule kept in its order.
    init(_ rules: [(scope: ValidationRules.Scope, rule: Rule)]) {
        sets = (0..<16).map { lacking in rules.filter { $0.scope.rawValue & lacking == 0 }.map(\.rule) }
    }

    /// The rules for a document whose text is `text`.
    func rules(for text: String) -> [Rule] {
        var lacking = 0
        if !text.utf8.contains(UInt8(ascii: "$")) { lacking += ValidationRules.Scope.variables.rawValue }
        if !text.contains("...") && !text.contains("fragment") { lacking += ValidationRules.Scope.fragments.rawValue }
        if !text.utf8.contains(UInt8(ascii: "@")) { lacking += ValidationRules.Scope.directives.rawValue }
        if !text.utf8.contains(UInt8(ascii: "(")) { lacking += ValidationRules.Scope.arguments.rawValue }
        return sets[lacking]
    }
}
