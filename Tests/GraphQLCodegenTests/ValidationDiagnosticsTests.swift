import GraphQLCodegen
import Testing

/// Broken documents fail with `file:line:column: error: message` pointing at the problem.
@Suite struct ValidationDiagnosticsTests {
    let schema = DocumentFile(
        path: "graphql/schema.graphqls",
        contents: """
            type Query {
              country(code: ID!): Country
              countries: [Country!]!
            }

            type Country {
              code: ID!
              name: String!
            }
            """
    )
    let fragment = DocumentFile(
        path: "graphql/CountryName.graphql",
        contents: """
            fragment CountryName on Country {
              name
            }
            """
    )

    private func diagnostics(_ documents: DocumentFile...) -> [String] {
        diagnosticLines(schema: schema, documents: documents)
    }

    @Test func unknownFieldPointsAtTheField() {
        let document = DocumentFile(path: "graphql/Bad.graphql", contents: "query Bad {\n  countries {\n    code\n    population\n  }\n}\n")
        #expect(diagnostics(document) == [
            #"graphql/Bad.graphql:4:5: error: Cannot query field "population" on type "Country"."#
        ])
    }

    @Test func syntaxErrorPointsAtTheUnexpectedToken() {
        let document = DocumentFile(path: "graphql/Bad.graphql", contents: "query Bad {\n  countries {\n    code\n  \n}\n")
        #expect(diagnostics(document) == ["graphql/Bad.graphql:6:1: error: Syntax Error: Expected Name, found <EOF>"])
    }

    @Test func undefinedVariablePointsAtItsUse() {
        let document = DocumentFile(path: "graphql/Bad.graphql", contents: "query Bad {\n  country(code: $code) {\n    code\n  }\n}\n")
        #expect(diagnostics(document) == [
            #"graphql/Bad.graphql:2:17: error: Variable "$code" is not defined by operation "Bad"."#
        ])
    }

    @Test func unknownFragmentPointsAtTheSpreadName() {
        let document = DocumentFile(path: "graphql/Bad.graphql", contents: "query Bad {\n  countries {\n    ...Missing\n  }\n}\n")
        #expect(diagnostics(document) == [#"graphql/Bad.graphql:3:8: error: Unknown fragment "Missing"."#])
    }

    @Test func errorInsideASpreadFragmentIsReportedOnceInTheFragmentsFile() {
        let badFragment = DocumentFile(path: "graphql/CountryName.graphql", contents: "fragment CountryName on Country {\n  nam\n}\n")
        let query = DocumentFile(path: "graphql/Names.graphql", contents: "query Names {\n  countries {\n    ...CountryName\n  }\n}\n")
        #expect(diagnostics(query, badFragment) == [
            #"graphql/CountryName.graphql:2:3: error: Cannot query field "nam" on type "Country". Did you mean "name"?"#
        ])
    }

    @Test func validOperationWithFragmentFromAnotherFileGenerates() {
        let query = DocumentFile(path: "graphql/Names.graphql", contents: "query Names {\n  countries {\n    ...CountryName\n  }\n}\n")
        #expect(diagnostics(query, fragment).isEmpty)
    }

    @Test func unnamedOperationIsRejected() {
        let document = DocumentFile(path: "graphql/Anonymous.graphql", contents: "{\n  countries { code }\n}\n")
        #expect(diagnostics(document) == [
            "graphql/Anonymous.graphql:1:1: error: operations must be named, e.g. `query CountryDetail { ... }`"
        ])
    }

    @Test func twoDefinitionsInOneFileAreRejectedAtTheSecond() {
        let document = DocumentFile(
            path: "graphql/Two.graphql", contents: "query One { countries { code } }\n\nquery Two { countries { name } }\n"
        )
        #expect(diagnostics(document) == [
            "graphql/Two.graphql:3:1: error: each .graphql file must contain exactly one operation or fragment, but this file has 2 definitions"
        ])
    }

    @Test func duplicateNamesAcrossFilesAreRejectedAtTheLaterFile() {
        let first = DocumentFile(path: "graphql/A.graphql", contents: "query Same { countries { code } }\n")
        let second = DocumentFile(path: "graphql/B.graphql", contents: "query Same { countries { name } }\n")
        #expect(diagnostics(first, second) == [
            #"graphql/B.graphql:1:7: error: duplicate operation name "Same"; it is also defined in graphql/A.graphql"#
        ])
    }

    @Test func unusedVariableIsReported() {
        let document = DocumentFile(path: "graphql/Bad.graphql", contents: "query Bad($code: ID!) {\n  countries { code }\n}\n")
        #expect(diagnostics(document) == [
            #"graphql/Bad.graphql:1:11: error: Variable "$code" is never used in operation "Bad"."#
        ])
    }

    @Test func everyProblemIsReportedSortedByFile() {
        let unknownField = DocumentFile(path: "graphql/B.graphql", contents: "query B { countries { nope } }\n")
        let syntax = DocumentFile(path: "graphql/A.graphql", contents: "query A { countries { code }\n")
        #expect(diagnostics(unknownField, syntax).map { $0.prefix(while: { $0 != ":" }) } == ["graphql/A.graphql", "graphql/B.graphql"])
    }

    @Test func columnsCountCharactersAfterNonASCIIText() {
        let document = DocumentFile(path: "graphql/Bad.graphql", contents: "# Pays 🇯🇵 é\nquery Bad { countries { population } }\n")
        #expect(diagnostics(document) == [#"graphql/Bad.graphql:2:25: error: Cannot query field "population" on type "Country"."#])
    }
}
