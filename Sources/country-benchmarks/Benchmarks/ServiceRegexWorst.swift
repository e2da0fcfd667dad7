import BenchmarkFixtures
import CountriesEngine

extension Benchmark {
    /// The costliest `regex` filter the limits allow, run over every country's name.
    static let serviceRegexWorst = Benchmark(
        name: "service.regex.worst",
        area: .service,
        target: .milliseconds(5),
        method: """
        `CountriesEngine(memoize: false).execute` of `countries(filter: {name: {regex: "\(worstRegex)"}}) { code }`: \
        a program of the largest size allowed, every instruction live at every position of all 250 names, and no \
        match to end a search early.
        """,
        defaultSamples: 200
    ) { plan in
        let service = try CountriesEngine.forBenchmarks(memoize: false)
        let request = GraphQLServiceRequest(query: "{ countries(filter: {name: {regex: \"\(worstRegex)\"}}) { code } }")
        try await service.execute(request).requireSuccess("the worst regex filter")
        let samples = try await plan.measure { _ in
            try await service.execute(request).requireExecuted("the worst regex filter")
        }
        return Measurement(samples: samples)
    }

    /// The slowest pattern found within the limits: 399 optional wildcards and a `#` that no name has make 800
    /// instructions, the most `JSRegexProgram` allows. Nested groups (`(?:(?:.?){10}){39}#`), lazy or class variants
    /// (`(?:.??){399}#`, `(?:[^#]?){399}#`) and stars (`(?:.*){266}#`) measured the same or faster.
    private static let worstRegex = "(?:.?){399}#"
}
