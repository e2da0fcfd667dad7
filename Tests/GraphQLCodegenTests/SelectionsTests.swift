import CountriesAPI
import GraphQLClient
import GraphQLCodegen
import GraphQLSelectionModel
import SelectionsFromSyntax
import Testing

/// The selections generated code carries for the normalized cache: what the translation makes of a document,
/// how the generator spells it, and that every generated operation carries its own document's selections.
@Suite struct SelectionsTests {
    static let richDocument = """
        query Rich($code: ID! = "JP", $withCapital: Boolean!, $filter: CountryFilterInput = {code: {in: ["JP", "FR"]}}) {
          here: country(code: $code) {
            french: name(lang: "fr")
            capital @include(if: $withCapital)
            ... on Country @skip(if: false) { code }
            ...Basic
          }
          countries(filter: {continent: {eq: "EU"}, code: {nin: [$code]}}) { code }
        }
        fragment Basic on Country { name }
        """

    @Test func translationKeepsAliasesArgumentsDirectivesTypeConditionsAndDefaults() throws {
        let selections = try #require(try SelectionTranslation.selections(parsing: Self.richDocument))
        let expected = OperationSelections(
            selectionSet: [
                .field(FieldSelection(
                    alias: "here", name: "country", arguments: [InputArgument(name: "code", value: .variable("code"))],
                    selectionSet: [
                        .field(FieldSelection(alias: "french", name: "name", arguments: [InputArgument(name: "lang", value: .constant("fr"))])),
                        .field(FieldSelection(
                            name: "capital",
                            directives: [Directive(name: "include", arguments: [InputArgument(name: "if", value: .variable("withCapital"))])]
                        )),
                        .inlineFragment(
                            typeCondition: "Country",
                            directives: [Directive(name: "skip", arguments: [InputArgument(name: "if", value: .constant(false))])],
                            selectionSet: [.field(FieldSelection(name: "code"))]
                        ),
                        .fragmentSpread(name: "Basic", directives: []),
                    ]
                )),
                .field(FieldSelection(
                    name: "countries",
                    arguments: [InputArgument(name: "filter", value: .object([
                        InputArgument(name: "continent", value: .object([InputArgument(name: "eq", value: .constant("EU"))])),
                        InputArgument(name: "code", value: .object([InputArgument(name: "nin", value: .list([.variable("code")]))])),
                    ]))],
                    selectionSet: [.field(FieldSelection(name: "code"))]
                )),
            ],
            fragments: [FragmentSelections(name: "Basic", typeCondition: "Country", selectionSet: [.field(FieldSelection(name: "name"))])],
            variableDefaults: ["code": "JP", "filter": ["code": ["in": ["JP", "FR"]]]]
        )
        #expect(selections == expected)
    }

    @Test func onlyAQueryHasSelections() throws {
        #expect(try SelectionTranslation.selections(parsing: "mutation M { a }") == nil)
        #expect(try SelectionTranslation.selections(parsing: "query A { a } query B { b }") == nil, "no operation named")
        #expect(try SelectionTranslation.selections(parsing: "query A { a } query B { b }", operationName: "B") != nil)
    }

    @Test(arguments: OperationCatalog.all.map { $0.operationName })
    func everyGeneratedOperationCarriesItsDocumentsSelections(_ name: String) throws {
        let operation = try #require(OperationCatalog.operation(named: name))
        let fromDocument = try SelectionTranslation.selections(parsing: operation.document, operationName: name)
        #expect(operation.selections == fromDocument)
    }

    @Test func theGeneratorSpellsAliasesDirectivesInlineFragmentsAndDefaults() throws {
        let schema = DocumentFile(path: "graphql/schema.graphqls", contents: """
            type Query { country(code: ID!): Country }
            type Country { code: ID! name(lang: String): String! capital: String }
            """)
        let query = DocumentFile(path: "graphql/Rich.graphql", contents: """
            query Rich($code: ID! = "JP", $withCapital: Boolean!) {
              here: country(code: $code) {
                french: name(lang: "fr\\tr")
                capital @include(if: $withCapital)
                ... on Country @skip(if: false) { code }
              }
            }
            """)
        let files = try CodeGenerator.generate(schema: schema, documents: [query])
        let text = try #require(files.first { $0.name == "RichQuery.graphql.swift" }).contents
        for line in [
            #"alias: "here","#,
            #"arguments: [InputArgument(name: "code", value: .variable("code"))],"#,
            #".field(FieldSelection(alias: "french", name: "name", arguments: [InputArgument(name: "lang", value: .constant(.string("fr\tr")))])),"#,
            #".field(FieldSelection(name: "capital", directives: [Directive(name: "include", arguments: [InputArgument(name: "if", value: .variable("withCapital"))])])),"#,
            #"typeCondition: "Country","#,
            #"directives: [Directive(name: "skip", arguments: [InputArgument(name: "if", value: .constant(.bool(false)))])],"#,
            #"variableDefaults: ["code": .string("JP")]"#,
        ] {
            #expect(text.contains(line), "missing: \(line)")
        }
    }
}
