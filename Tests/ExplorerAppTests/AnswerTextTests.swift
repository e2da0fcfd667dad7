@testable import ExplorerApp
import GraphQLSelectionModel
import JSONCore
import Testing

@Suite("Y's JSON in the answer's order")
struct AnswerTextTests {
    @Test func membersComeInTheOrderOfTheSelectionsFragmentsAndAliasesIncluded() {
        let selections = OperationSelections(
            selectionSet: [
                .field(FieldSelection(name: "country", selectionSet: [
                    .field(FieldSelection(name: "name")),
                    .fragmentSpread(name: "Basic", directives: []),
                    .field(FieldSelection(alias: "zone", name: "capital")),
                    .field(FieldSelection(name: "states", selectionSet: [.field(FieldSelection(name: "name")), .field(FieldSelection(name: "code"))])),
                ])),
            ],
            fragments: [FragmentSelections(name: "Basic", typeCondition: "Country", selectionSet: [.field(FieldSelection(name: "code"))])]
        )
        let data: JSONValue = [
            "country": [
                "zone": "Tokyo", "code": "JP", "states": [["code": "01", "name": "Hokkaido"]], "name": "Japan", "extra": [],
            ],
        ]
        #expect(AnswerText.pretty(data, selections: selections, variables: [:]) == """
            {
              "country" : {
                "name" : "Japan",
                "code" : "JP",
                "zone" : "Tokyo",
                "states" : [
                  {
                    "name" : "Hokkaido",
                    "code" : "01"
                  }
                ],
                "extra" : []
              }
            }
            """)
    }

    @Test func withoutSelectionsOrderItIsThePrettyJSONsText() {
        let data: JSONValue = ["b": [1, "x\u{1B}"], "a": nil, "c": [:]]
        let text = AnswerText.pretty(data, selections: OperationSelections(selectionSet: []), variables: [:])
        #expect(text == String(decoding: data.prettyJSONData, as: UTF8.self), "the same indentation and escapes: \(text)")
    }
}
