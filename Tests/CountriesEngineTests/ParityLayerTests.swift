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

    /// A GraphQLSwift release that rewords one of the errors a rule is found by would switch our correction of it off.
    @Test(arguments: ValidationRules.Adjusted.allCases)
    func eachAdjustedRuleOfGraphQLSwiftIsFoundOnce(rule: ValidationRules.Adjusted) throws {
        let schema = try CountriesSchema.make(sdl: CountriesSchema.bundledSDL())
        #expect(ValidationRules.Adjusted.positions(schema: schema)[rule]?.count == 1)
    }
}
