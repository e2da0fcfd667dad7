@testable import CountriesEngine
import Testing

/// A compiled plan keeps its document's syntax tree alive (its nodes hold their tokens, each token the next), so
/// the plan cache counts that tree against its bound, not just the plan's few fields.
@Suite("The plan cache's bound counts what a plan keeps alive")
struct PlanCacheCostTests {
    @Test func plansOfLargeDocumentsAreBoundedByTheirSyntaxTrees() async throws {
        let service = try CountriesEngine(memoize: false)
        // 7,000 bytes of comment before a one-field query: cheap to run, and each text distinct.
        let padding = String(repeating: "#" + String(repeating: "x", count: 99) + "\n", count: 70)
        for index in 0..<60 {
            _ = await service.execute(GraphQLServiceRequest(query: "\(padding){ country(code: \"JP\") { name } } # \(index)"))
        }
        let usage = service.plans.usage
        let mostPlans = service.plans.maxBytes / (padding.utf8.count * DocumentCache.bytesPerTextByte)
        #expect(usage.count > 0, "plans are kept")
        #expect(usage.count <= mostPlans, "at most \(mostPlans) plans of 7 KB documents fit in \(service.plans.maxBytes) bytes: \(usage)")
    }
}
