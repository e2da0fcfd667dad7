import CountriesEngine
import Foundation
import GraphQL
import Testing

/// A service without the memo, so that every request is really guarded, parsed, validated and run.
let unmemoizedService: Result<CountriesEngine, any Error> = Result { try CountriesEngine(memoize: false) }

/// The most any hostile document may take: a guard against hangs (each took from 17 s to for ever before its
/// limit, in a release build), far above what each one needs even while the suite's other tests, in a debug
/// build, share two busy cores.
let hangGuard: Duration = .seconds(10)

/// Runs `query` on the unmemoized service, returning the decoded body, the outcome and the time it took.
func timedRun(
    _ query: String, variables: [String: Map] = [:], operationName: String? = nil
) async throws -> (json: Map, outcome: GraphQLServiceResponse.Outcome, elapsed: Duration, bytes: Int) {
    let service = try unmemoizedService.get()
    let clock = ContinuousClock()
    let start = clock.now
    let response = await service.execute(
        GraphQLServiceRequest(query: query, operationName: operationName, variables: variables)
    )
    let elapsed = clock.now - start
    return (try JSONDecoder().decode(Map.self, from: response.body), response.outcome, elapsed, response.body.count)
}

/// `count` copies of `opening`, then `middle`, then `count` copies of `closing`.
func nested(_ opening: String, _ middle: String, _ closing: String, count: Int) -> String {
    String(repeating: opening, count: count) + middle + String(repeating: closing, count: count)
}

extension Map {
    /// The `[line, column]` pairs of the error at `index`.
    func errorLocations(_ index: Int) -> [[Int]] {
        self[path: "errors", index, "locations"].array?.map { location in
            [location[path: "line"], location[path: "column"]].compactMap { $0.double.map { Int($0) } }
        } ?? []
    }
}
