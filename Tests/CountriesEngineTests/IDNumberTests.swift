@testable import CountriesEngine
import GraphQL
import Testing

@Suite("An ID given as a JSON number is written as JavaScript writes it")
struct IDNumberTests {
    @Test(arguments: [
        (12.0, "12"), (9_007_199_254_740_994, "9007199254740994"), (1.2345678901234567e19, "12345678901234567000"),
        (1e21, "1e+21"), (-3e20, "-300000000000000000000"),
    ])
    func integralNumbersAreWrittenAsJavaScriptDoes(value: Double, written: String) async throws {
        #expect(BuiltInScalars.javaScriptString(value) == written)
        let (json, outcome) = try await run("query ($c: ID!) { country(code: $c) { code } }", variables: ["c": .number(Number(value))])
        #expect(outcome == .executed, "graphql-js takes any integral number as an ID: \(json)")
    }

    @Test func aFractionIsRefused() async throws {
        let (json, outcome) = try await run("query ($c: ID!) { country(code: $c) { code } }", variables: ["c": .number(1.5)])
        #expect(outcome == .rejected)
        #expect(json.errorMessages == ["Variable \"$c\" got invalid value 1.5; ID cannot represent value: 1.5"])
    }
}
