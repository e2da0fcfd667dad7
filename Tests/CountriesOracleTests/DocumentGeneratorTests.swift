import CountriesOracle
import CountriesEngine
import Foundation
import Testing

/// The generator reaches the whole schema, repeats itself for a seed, and stays within the engine's limits;
/// none of this needs node.
@Suite("The document generator")
struct DocumentGeneratorTests {
    private static func generator(seed: UInt64) throws -> DocumentGenerator {
        let engine = try unmemoizedEngine.get()
        return DocumentGenerator(seed: seed, schema: SchemaModel(engine.executableSchema), dataset: engine.dataset)
    }

    /// Every field, argument, input field, variable type and feature appears within 5,000 documents.
    @Test func fiveThousandDocumentsReachEveryFieldArgumentAndFeature() throws {
        var generator = try Self.generator(seed: 7)
        for _ in 0..<5_000 { _ = generator.next() }
        let missing = generator.expectedCoverage.subtracting(generator.coverage)
        #expect(missing.isEmpty, "never generated: \(missing.sorted())")
    }

    /// The same seed gives the same requests, and another seed others.
    @Test func aSeedGivesTheSameDocuments() throws {
        var first = try Self.generator(seed: 42)
        var second = try Self.generator(seed: 42)
        var other = try Self.generator(seed: 43)
        let documents = (0..<200).map { _ in first.next() }
        #expect(documents == (0..<200).map { _ in second.next() })
        #expect(documents != (0..<200).map { _ in other.next() })
    }

    /// The engine refuses no generated document for its depth or result size: only a regex may be refused.
    @Test func documentsStayWithinTheEnginesLimits() async throws {
        let engine = try unmemoizedEngine.get()
        var generator = try Self.generator(seed: 11)
        var refused: [String: [String]] = [:]
        for _ in 0..<600 {
            let request = generator.next()
            let body = await engine.execute(request.serviceRequest).body
            let messages = (try? OrderedJSON(parsing: body))?["errors"]?.elements.compactMap { $0["message"]?.stringValue } ?? []
            if let limit = LimitRefusal.limit(in: messages), limit != "regex" { refused[limit, default: []].append(request.printed) }
        }
        #expect(refused.isEmpty, "refused: \(refused.mapValues { $0.prefix(2) })")
    }
}
