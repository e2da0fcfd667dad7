/// What one run of the differential fuzzer does.
public struct FuzzSettings: Sendable {
    /// The generator's seed: the same seed gives the same documents.
    public var seed: UInt64
    /// How many documents to generate and compare.
    public var documents: Int
    /// How many requests are sent to node at once; the engine answers a batch while node answers the next.
    public var batchSize: Int
    /// How many disagreements are kept whole, with both answers, in the report.
    public var keptInFull: Int
    /// What the generator generates.
    public var generator: GeneratorOptions
    /// How many of the seed's documents to generate and pass over before comparing: `--from` replays a run from
    /// where it stopped (say, where the engine crashed).
    public var skipped: Int
    /// Called with each request (and its number in the seed's sequence) just before the engine runs it; when
    /// set, the engine runs the requests one at a time, so that the last one seen is the one that crashed it.
    public var trace: (@Sendable (Int, GeneratedRequest) -> Void)?

    /// Settings for `documents` documents from `seed`.
    public init(
        seed: UInt64, documents: Int, batchSize: Int = 200, keptInFull: Int = 5,
        generator: GeneratorOptions = GeneratorOptions(), skipped: Int = 0,
        trace: (@Sendable (Int, GeneratedRequest) -> Void)? = nil
    ) {
        self.seed = seed
        self.documents = documents
        self.batchSize = batchSize
        self.keptInFull = keptInFull
        self.generator = generator
        self.skipped = skipped
        self.trace = trace
    }
}
