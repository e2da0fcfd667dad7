@testable import CountriesEngine
import CountriesOracle
import GraphQL
import Testing

@Suite("The validation rules left out of a document with nothing for them to judge")
struct ValidationRuleSetsTests {
    private static let engine = Result { try CountriesEngine() }

    /// Each error as a line: its message and where it is.
    private static func errors(of document: Document, rules: [ValidationRuleSets.Rule], schema: GraphQLSchema) -> [String] {
        GraphQL.validate(schema: schema, ast: document, rules: rules).map { error in
            error.message + " at " + error.locations.map { "\($0.line):\($0.column)" }.joined(separator: ",")
        }
    }

    @Test func leavingThemOutChangesNoDocumentsErrors() throws {
        let engine = try Self.engine.get()
        let schema = engine.executableSchema
        let limits = DocumentLimits()
        let sets = ValidationRules.all(index: SchemaIndex(schema), maxConflicts: limits.maxErrors + 1, maxComparisons: limits.maxFieldComparisons)
        var generator = DocumentGenerator(seed: 20_261_128, schema: SchemaModel(schema), dataset: engine.dataset)
        let written = [
            #"{ country(code: "JP") { name } }"#, #"{ c: country(code: "$") { n: name(lang: "fragment") } }"#,
            "{ countries { ... on Country { code } } }", "{ countries { ...Named } }", "fragment F on Country { code }",
            "query Q($code: ID!) { country(code: $code) { name } }", "{ country(code: $code) { name } }",
            "{ countries { code name: code } }", "{ continents { countries { nom } } }", "{ country { name } }",
            "{ countries @skip(if: true) @skip(if: false) { code } }", "{ countries @unknown { code } }",
            #"{ countries(filter: {code: {eq: "JP", eq: "FR"}}) { code } }"#, "{ countries(nope: 1, nope: 2) { code } }",
            "{ country(code: 7) { name } }",
        ]
        var compared = 0
        for text in written + (0..<2_000).map({ _ in generator.next().query }) {
            guard let document = try? parse(source: Source(body: text)) else { continue }
            let chosen = sets.rules(for: text)
            let every = sets.rules(for: "$ ... @ (")
            guard chosen.count < every.count else { continue }
            compared += 1
            #expect(Self.errors(of: document, rules: chosen, schema: schema) == Self.errors(of: document, rules: every, schema: schema), "\(text)")
        }
        #expect(compared > 200, "\(compared) documents had rules left out")
    }

    @Test(arguments: [
        ("{ countries { name } }", 0), ("{ country(code: \"JP\") { name } }", 4),
        ("query ($c: ID!) { country(code: $c) { name } }", 9), ("{ countries { ... on Country { code } } }", 6),
        ("{ countries @skip(if: false) { code } }", 6), ("query ($c: ID!) { ...F } fragment F on Query { country(code: $c) { name } }", 15),
    ])
    func aRuleIsLeftOutOnlyWhereItsSubjectIsMissing(text: String, kept: Int) throws {
        let schema = try Self.engine.get().executableSchema
        let sets = ValidationRules.all(index: SchemaIndex(schema), maxConflicts: 1, maxComparisons: 1)
        let leanest = sets.rules(for: "{ countries { name } }").count
        #expect(sets.rules(for: text).count == leanest + kept)
    }
}
