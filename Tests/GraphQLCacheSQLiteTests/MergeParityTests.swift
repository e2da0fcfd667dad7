import Foundation
import GraphQLCacheSQLite
import GraphQLClient
import Testing

/// A sequence of merges to run on both caches.
struct MergeScenario: Sendable, CustomTestStringConvertible {
    /// What the scenario exercises.
    var name: String
    /// The merges, in order.
    var steps: [RecordSet]

    /// The scenario's name, in test output.
    var testDescription: String { name }
}

/// The SQLite cache merges exactly as the in-memory one: same changed fields, same stored records.
struct MergeParityTests {
    /// The test's own directory.
    let directory: TemporaryDirectory

    /// Creates the directory.
    init() throws { directory = try TemporaryDirectory() }

    /// The scenarios, each starting from empty caches.
    static let scenarios: [MergeScenario] = [
        MergeScenario(name: "all countries, then again later with equal values", steps: [
            Fixtures.allCountries(at: time(0)), Fixtures.allCountries(at: time(10)),
        ]),
        MergeScenario(name: "values change, fields are added, references move", steps: [
            RecordSet([Fixtures.record("Country:JP", at: time(0), ["name": .scalar("Japan"), "continent": .reference("C:AS")])]),
            RecordSet([
                Fixtures.record("Country:JP", at: time(1), ["name": .scalar("日本"), "continent": .reference("C:AS")]),
                Fixtures.record("Country:JP", at: time(2), ["name(lang:\"fr\")": .scalar("Japon"), "capital": .scalar(nil)]),
            ]),
            RecordSet([Fixtures.record("Country:JP", at: time(3), ["continent": .reference("C:EU"), "capital": .scalar(nil)])]),
        ]),
        MergeScenario(name: "nested lists change inside, times without values, empty records", steps: [
            RecordSet(Fixtures.everyShape),
            RecordSet([
                Fixtures.record("Country:CA", at: time(5), ["grid": .list([.list([.scalar(nil)]), .list([])])]),
                Record(key: "Country:CA", fields: ["empty": .list([])]),
                Record(key: "Fresh:empty"),
                Record(key: "Country:日本", writtenAt: ["name": time(9)]),
            ]),
        ]),
        MergeScenario(name: "nothing to merge", steps: [RecordSet(), RecordSet(Fixtures.everyShape), RecordSet()]),
    ]

    /// Each step reports the same changed fields on both caches, and both end holding the same records.
    @Test(arguments: scenarios)
    func sqliteMergesLikeMemory(scenario: MergeScenario) throws {
        try expectSameBehaviour(
            memory: InMemoryNormalizedCache(), sqlite: openCache(directory.cacheFile), steps: scenario.steps)
    }

    /// Applies `steps` to both caches, comparing what each merge reports and what each cache ends up holding.
    private func expectSameBehaviour(
        memory: InMemoryNormalizedCache, sqlite: SQLiteNormalizedCache, steps: [RecordSet],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var keys: Set<CacheKey> = []
        for (index, step) in steps.enumerated() {
            keys.formUnion(step.records.keys)
            let expected = try memory.merge(step)
            let actual = try sqlite.merge(step)
            #expect(actual == expected, "changed fields of step \(index)", sourceLocation: sourceLocation)
        }
        let stored = try storedRecords(sqlite, keys: keys)
        #expect(stored == (try storedRecords(memory, keys: keys)), sourceLocation: sourceLocation)
        #expect(stored.count == memory.count, sourceLocation: sourceLocation)
    }
}
