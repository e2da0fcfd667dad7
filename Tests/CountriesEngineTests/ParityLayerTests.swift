@testable import CountriesEngine
import Foundation
import GraphQL
import Testing

@Suite("The graphql-js parity layer: reached through its entry point, and holding on to GraphQLSwift's rules")
struct ParityLayerTests {
    /// `Sources/CountriesEngine`.
    private static let engine = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CountriesEngine")

    /// What the rest of the engine may name: the entry point, what it answers, and what places execution's errors.
    private static let seam: Set = ["GraphQLParity", "ValidatedDocument", "DocumentErrors", "DocumentText", "SourceLines"]

    /// The Swift files under `folder`, by path.
    private static func sources(under folder: URL) throws -> [(path: String, text: String)] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.map { path in
            (path, try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
        }
    }

    @Test func noSourceOutsideTheLayerNamesOneOfItsParts() throws {
        let layer = try Self.sources(under: Self.engine.appendingPathComponent("Parity"))
        let declaration = /^(?:final class|class|struct|enum|func) (\w+)/.anchorsMatchLineEndings()
        let parts = Set(layer.flatMap { $0.text.matches(of: declaration).map { String($0.1) } }).subtracting(Self.seam)
        #expect(parts.contains("ReadableCopy") && parts.contains("IntrospectionExecution"))
        for (path, text) in try Self.sources(under: Self.engine) where !path.hasPrefix("Parity/") {
            let named = Set(text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)).intersection(parts)
            #expect(named.isEmpty, "\(path) reaches into the parity layer: \(named.sorted())")
        }
    }

    /// A GraphQLSwift release that moves or rewords one of the rules we adjust would switch our correction of it off.
    @Test func eachAdjustedRuleOfGraphQLSwiftIsWhereTheEngineTakesItToBe() throws {
        let schema = try CountriesSchema.bundled()
        let probes = "{ " + Self.probes.values.map(\.selection).joined(separator: " ") + " }"
        let document = try parse(source: Source(body: probes))
        var found: [ValidationRules.Adjusted: [Int]] = [:]
        for index in specifiedRules.indices {
            let messages = GraphQL.validate(schema: schema, ast: document, rules: [specifiedRules[index]]).map(\.message)
            for (rule, probe) in Self.probes where messages.contains(where: { $0.contains(probe.wording) }) {
                found[rule, default: []].append(index)
            }
        }
        for rule in ValidationRules.Adjusted.allCases {
            #expect(found[rule] == [rule.position], "\(rule)")
        }
    }

    /// For each adjusted rule, a selection it refuses, and words its refusal holds.
    private static let probes: [ValidationRules.Adjusted: (selection: String, wording: String)] = [
        .knownArgumentNames: ("__typename(probe: 1)", "does not have argument"),
        .fieldsOnCorrectType: ("probe", "Cannot query field"),
        // GraphQLSwift prints the value `{ a: 1 }` where graphql-js prints `{a: 1}`.
        .valuesOfCorrectType: ("__typename @skip(if: {a: 1})", "a: 1"),
        .noUndefinedVariables: ("__typename @skip(if: $probe)", "is not defined"),
    ]
}
