@testable import CountriesEngine
import Foundation
import GraphQL
import Testing

/// What validating a document's field merging costs: fields written alike are compared once, the comparisons are
/// bounded by a budget named in the refusal, and a cancelled task stops comparing.
@Suite("The cost of field merging")
struct FieldMergeCostTests {
    /// 284 copies of one selection, 6.8 KB: every pair of copies was compared, 0.7 to 1 s of a release build's CPU.
    private static let repeated = "{ " + String(repeating: "countries{states{name}} ", count: 284) + "}"

    /// `count` fields under one name whose selections differ, none conflicting: each pair must be compared.
    private static func distinct(_ count: Int, prefix: String = "a") -> String {
        "{ " + (1...count).map { "countries{\(prefix)\($0):name}" }.joined(separator: " ") + " }"
    }

    @Test func aSelectionRepeatedHundredsOfTimesCostsAFewComparisons() throws {
        let documents = try CountriesEngine(memoize: false).documents
        let (result, seconds) = threadCPUTime { documents.document(for: Self.repeated) }
        #expect((try? result.get()) != nil, "valid")
        // The debug build's parse and other rules take about 0.15 s; the pairs took seconds.
        #expect(seconds < 0.6, "\(seconds) s of CPU")
    }

    @Test func repeatsAreStillComparedAndReportedAsGraphQLJSReportsThem() async throws {
        let query = #"{ country(code: "JP") { "# + String(repeating: "n: name n: capital ", count: 3) + "} }"
        let (json, _, _, _) = try await timedRun(query)
        // graphql-js reports each of the 9 pairs of a name and a capital, and no pair of two alike.
        #expect(json.errorMessages.count == 9)
        #expect(Set(json.errorMessages) == [
            "Fields \"n\" conflict because \"name\" and \"capital\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
            "Fields \"n\" conflict because \"capital\" and \"name\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
        ])
    }

    /// 141 distinct fields need 9,870 comparisons, under the budget of 10,000; 142 need 10,011, over it.
    @Test func theComparisonBudgetIsNamedInTheRefusalJustOverIt() async throws {
        #expect(DocumentLimits().maxFieldComparisons == 10_000)
        let (under, underOutcome, _, _) = try await timedRun(Self.distinct(141))
        #expect(underOutcome == .executed, "\(under.errorMessages)")
        let service = try CountriesEngine(memoize: false)
        let over = await service.execute(GraphQLServiceRequest(query: Self.distinct(142)))
        #expect(over.outcome == .rejected)
        #expect(over.refusingLimit == "field_comparisons")
        let json = try JSONDecoder().decode(Map.self, from: over.body)
        #expect(json.errorMessages == [
            "Document needs more than 10000 comparisons of fields to validate, the limit. Ask for each field once under each name.",
        ])
    }

    @Test func aCancelledTaskStopsComparingAndLeavesNothingCached() async throws {
        let documents = try CountriesEngine(memoize: false).documents
        let text = Self.distinct(141, prefix: "cancelled")
        let stopped = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return documents.document(for: text)
        }.value
        guard case .failure(let errors) = stopped else {
            Issue.record("a cancelled validation passed")
            return
        }
        #expect(errors.errors.map(\.message) == ["The request was cancelled before it was done."])
        #expect(documents.usage.count == 0, "what a cancelled validation found is not remembered")
        #expect((try? documents.document(for: text).get()) != nil, "the same document, not cancelled, is valid")
        #expect(documents.usage.count == 1)
    }
}

/// The result of `body` and the CPU time this thread spent in it, in seconds: a measure that other processes
/// on a busy machine do not lengthen, as they lengthen the time on the clock.
private func threadCPUTime<T>(_ body: () -> T) -> (T, Double) {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    let result = body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return (result, Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
}
