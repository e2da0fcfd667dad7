import Testing

/// A suite trait that starts one real `countries-server` for the whole suite and stops it after the suite's
/// last test, for suites of many small exchanges that need no server of their own.
struct SharedServer: SuiteTrait, TestScoping {
    /// The server of the suite being run, nil outside such a suite.
    @TaskLocal static var current: ServerProcess?

    /// The server's arguments besides `--host` and `--port`.
    let arguments: [String]

    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withServer(arguments: arguments) { server in
            try await Self.$current.withValue(server, operation: function)
        }
    }
}

extension Trait where Self == SharedServer {
    /// One `countries-server`, started with `arguments`, for every test of the suite.
    static func sharedServer(arguments: [String] = []) -> Self { SharedServer(arguments: arguments) }
}
