import CountriesOracle
import Foundation
import Testing

/// What the comparison counts as a disagreement: data exactly, errors by number, path and locations.
@Suite("Comparing the engine's answer with graphql-js's")
struct ResponseComparisonTests {
    private static let request = GeneratedRequest(query: "{ country(code: \"JP\") { code name } }")

    private static func verdict(_ engine: String, _ reference: String) -> (Verdict, ResponseComparison) {
        var comparison = ResponseComparison()
        let verdict = comparison.verdict(on: request, engine: Data(engine.utf8), reference: Data(reference.utf8))
        return (verdict, comparison)
    }

    private static func kind(_ engine: String, _ reference: String) -> String {
        switch verdict(engine, reference).0 {
        case .agree: "agree"
        case .refusedByLimit(let limit): "refused: \(limit)"
        case .disagree(let disagreement): disagreement.kind.rawValue
        }
    }

    /// Data differs by key order, list length and a string's scalars.
    @Test func keyOrderAndValuesOfDataCount() {
        #expect(Self.kind(#"{"data":{"a":1,"b":2}}"#, #"{"data":{"a":1,"b":2}}"#) == "agree")
        #expect(Self.kind(#"{"data":{"a":1,"b":2}}"#, #"{"data":{"b":2,"a":1}}"#) == "data")
        #expect(Self.kind(#"{"data":{"a":[1,2]}}"#, #"{"data":{"a":[1]}}"#) == "data")
        #expect(Self.kind(#"{"data":{"a":"é"}}"#, #"{"data":{"a":"e\u0301"}}"#) == "data")
    }

    /// Errors differ by path, locations or number; their messages only feed the wording table.
    @Test func errorsCompareByNumberPathAndLocationsNotWording() {
        let ours = #"{"data":{"c":null},"errors":[{"message":"Unsupported language","locations":[{"line":1,"column":5}],"path":["c","name"]}]}"#
        let same = #"{"errors":[{"message":"Another wording","locations":[{"line":1,"column":5}],"path":["c","name"]}],"data":{"c":null}}"#
        let (verdict, comparison) = Self.verdict(ours, same)
        guard case .agree(.fieldErrors) = verdict else {
            Issue.record("expected agreement, got \(verdict)")
            return
        }
        #expect(comparison.wordings == [WordingPair(reference: "Another wording", engine: "Unsupported language"): 1])
        #expect(Self.kind(ours, same.replacingOccurrences(of: "\"name\"", with: "\"other\"")) == "error path")
        #expect(Self.kind(ours, same.replacingOccurrences(of: "\"column\":5", with: "\"column\":6")) == "error locations")
        #expect(Self.kind(ours, #"{"data":{"c":null}}"#) == "error count")
        let two = #"{"errors":[{"message":"a","locations":[{"line":1,"column":1}]},{"message":"b","locations":[{"line":2,"column":1}]}]}"#
        let swapped = #"{"errors":[{"message":"b","locations":[{"line":2,"column":1}]},{"message":"a","locations":[{"line":1,"column":1}]}]}"#
        #expect(Self.kind(two, swapped) == "error order")
    }

    /// A request error against `data: null`; an empty `path` and none are the same.
    @Test func aRequestErrorAgainstAnExecutionIsAnOutcomeDisagreement() {
        #expect(Self.kind(#"{"errors":[{"message":"x"}]}"#, #"{"data":null,"errors":[{"message":"x"}]}"#) == "outcome")
        #expect(Self.kind(#"{"errors":[{"message":"x","path":[]}]}"#, #"{"errors":[{"message":"y"}]}"#) == "agree")
    }

    /// A refusal by the engine's depth limit is counted, not compared; a failed runner is a disagreement.
    @Test func theEnginesLimitsAreExpectedRefusals() {
        let refusal = #"{"errors":[{"message":"Query is nested 7 fields deep; the limit is 6. Ask for fewer nested levels."}]}"#
        #expect(Self.kind(refusal, #"{"data":{}}"#) == "refused: depth")
        #expect(Self.kind(#"{"data":{}}"#, #"{"oracleFailure":"TypeError"}"#) == "malformed")
    }
}
