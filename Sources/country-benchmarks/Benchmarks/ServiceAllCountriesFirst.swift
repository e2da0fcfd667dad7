import CountriesService

extension Benchmark {
    /// The tutorial's AllCountries run for the first time: parse, validate, execute and encode.
    static let serviceAllCountriesFirst = Benchmark(
        name: "service.allCountries.first",
        area: .service,
        target: .milliseconds(15),
        method: """
        `CountriesService(memoize: false).execute` of the tutorial's AllCountries; every run's text ends in \
        its own `# sample N` comment, so neither the response memo nor the document cache can help.
        """,
        defaultSamples: 100
    ) { plan in
        let service = try CountriesService.forBenchmarks(memoize: false)
        let check = await service.execute(GraphQLServiceRequest(query: Documents.allCountries))
        try check.requireSuccess("AllCountries")
        let samples = try await plan.measure { index in
            let query = Documents.unique(Documents.allCountries, run: index)
            try await service.execute(GraphQLServiceRequest(query: query)).requireExecuted("AllCountries")
        }
        return Measurement(
            samples: samples,
            note: "\(service.dataset.countries.count) countries, \(check.body.count / 1024) KB response"
        )
    }
}
