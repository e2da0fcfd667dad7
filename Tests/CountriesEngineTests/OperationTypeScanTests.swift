import CountriesEngine
import Testing

@Suite("Which operation type a request selects, read from the tokens")
struct OperationTypeScanTests {
    @Test(arguments: [
        ("mutation { __typename }", nil, true),
        ("mutation M { __typename }", "M", true),
        ("query Q { a } mutation M { b }", "M", true),
        ("query Q { a } mutation M { b }", "Q", false),
        ("query Q { a } mutation M { b }", nil, false),
        ("{ __typename }", nil, false),
        ("query { __typename }", nil, false),
        ("subscription { __typename }", nil, false),
        // Only a definition's first token is its keyword: not a directive, a variable or a fragment's name.
        ("query Q($mutation: Int = 1) @mutation { mutation }", nil, false),
        ("fragment mutation on Query { a } query { ...mutation }", nil, false),
        ("query Q($v: In = {a: [1]}) { a } mutation M { b }", "M", true),
        ("# mutation\n{ a }", nil, false),
        ("\"mutation\" { a }", nil, false),
        ("mutation { \"unterminated }", nil, false),
    ] as [(String, String?, Bool)])
    func selectsMutation(document: String, operationName: String?, isMutation: Bool) {
        #expect(OperationTypeScan.selectsMutation(document, operationName: operationName) == isMutation)
    }
}
