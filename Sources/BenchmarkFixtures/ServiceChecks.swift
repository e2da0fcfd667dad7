import CountriesEngine
import Foundation

extension GraphQLServiceResponse {
    /// Throws unless the operation ran; cheap enough to call inside a timed run.
    public func requireExecuted(_ operation: String) throws(BenchmarkFailure) {
        guard outcome == .executed else {
            throw BenchmarkFailure(description: "\(operation) was rejected: \(excerpt)")
        }
    }

    /// Throws unless the operation ran and answered without errors; call it once, before timing.
    public func requireSuccess(_ operation: String) throws(BenchmarkFailure) {
        try requireExecuted(operation)
        guard body.range(of: Data(#""errors":"#.utf8)) == nil else {
            throw BenchmarkFailure(description: "\(operation) answered with errors: \(excerpt)")
        }
    }

    /// Throws unless a CountryDetail response succeeded and found the country `code`.
    public func requireCountry(_ code: String) throws(BenchmarkFailure) {
        try requireSuccess("CountryDetail")
        guard body.range(of: Data(#""code":"\#(code)""#.utf8)) != nil else {
            throw BenchmarkFailure(description: "CountryDetail did not find \(code): \(excerpt)")
        }
    }

    /// The start of the body, for failure messages.
    private var excerpt: String {
        String(decoding: body.prefix(200), as: UTF8.self)
    }
}

extension CountriesEngine {
    /// A service over the bundled data, refusing to benchmark an empty dataset (such as a placeholder file).
    public static func forBenchmarks(memoize: Bool) throws -> CountriesEngine {
        let service = try CountriesEngine(memoize: memoize)
        let count = service.dataset.countries.count
        guard count > 1 else {
            throw BenchmarkFailure(description: "the bundled countries.json holds \(count) countries; is it still a placeholder?")
        }
        return service
    }
}
