import CountryExplorerTesting
import GraphQLClient

extension HTTPTransport {
    /// A transport for tests whose deadline and retry waits follow `clock`, which only the test moves, with a
    /// timeout of an hour: AsyncHTTPClient's own deadline is what is left of it, in real time, which a machine
    /// busy with the whole suite does not use up.
    public static func underTest(
        _ configuration: Configuration, interceptors: [any HTTPInterceptor] = [], clock: ManualClock = ManualClock()
    ) -> HTTPTransport {
        var configuration = configuration
        configuration.timeout = underTestTimeout
        return HTTPTransport(configuration, interceptors: interceptors, clock: clock)
    }

    /// The timeout of `underTest`.
    public static let underTestTimeout: Duration = .seconds(3600)
}
