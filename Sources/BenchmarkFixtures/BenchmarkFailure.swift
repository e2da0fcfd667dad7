/// A benchmark found the system answering wrongly, so its measurements would mean nothing.
public struct BenchmarkFailure: Error, CustomStringConvertible {
    /// What was wrong.
    public let description: String

    /// A failure saying `description`.
    public init(description: String) {
        self.description = description
    }
}
