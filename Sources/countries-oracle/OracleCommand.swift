import ArgumentParser
import CountriesOracle
import CountriesEngine
import Foundation

/// `countries-oracle`: generated documents on the engine and on graphql-js, every answer compared. A tool for
/// developing the engine, kept apart from the shipped products because it runs node.
@main
struct OracleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countries-oracle",
        abstract: "Compare the engine with graphql-js (node) on generated documents.",
        discussion: """
        Needs node and graphql-js (apt-get install nodejs node-graphql). Each document runs on \
        CountriesEngine(memoize: false) and on graphql-js with the public API's resolvers \
        (Sources/CountriesOracle/Resources/countries-oracle.mjs); data must be equal, key order included, and \
        errors agree in number, paths and locations. Progress goes to stderr; the report (the seed, every class of \
        disagreement with its smallest document, the first disagreements in full, the differing wordings) to \
        stdout. Exits 1 when any document disagrees.
        """
    )

    @Option(name: .long, help: "How many documents to generate and compare.")
    var documents: Int = 10_000

    @Option(name: .long, help: "The generator's seed (random when not given); the same seed gives the same documents.")
    var seed: UInt64?

    @Option(name: .long, help: "Start at this document of the seed's sequence (from 0), generating and passing over the ones before.")
    var from: Int = 0

    @Flag(name: .long, help: "Print each request on stderr, as one line of JSON, just before the engine runs it, and run them one at a time: after a crash, the last one printed is the culprit.")
    var trace = false

    @Option(name: .long, help: "How many disagreements to print in full.")
    var show: Int = 5

    @Option(name: .long, help: "The share of documents made invalid on purpose (0 to 1).")
    var invalidShare: Double = 0.15

    @Flag(
        name: .customLong("risky-documents"),
        help: "Also generate type-system definitions, operations sharing a name and fragment cycles, which crashed GraphQLSwift's validator before the engine screened them."
    )
    var documentsThatCrashedGraphQLSwift = false

    /// Rejects counts and shares out of range.
    func validate() throws {
        if documents < 1 { throw ValidationError("--documents must be at least 1.") }
        if show < 0 { throw ValidationError("--show must not be negative.") }
        if from < 0 { throw ValidationError("--from must not be negative.") }
        if !(0...1).contains(invalidShare) { throw ValidationError("--invalid-share must be between 0 and 1.") }
    }

    /// Starts node, runs the documents, prints the report; exit 1 on any disagreement.
    func run() async throws {
        let setup: OracleSetup
        switch OracleSetup.located().flatMap({ $0.probed() }) {
        case .success(let located): setup = located
        case .failure(let unavailable):
            Self.log("fuzz: \(unavailable.reason)")
            throw ExitCode(2)
        }
        let oracle = try await NodeOracle.start(setup)
        let engine = try CountriesEngine(memoize: false)
        let seed = seed ?? UInt64.random(in: 1...UInt64(UInt32.max))
        Self.log("fuzz: seed \(seed), documents \(from) to \(from + documents - 1), against \(oracle.versions)")
        #if DEBUG
        Self.log("warning: this is a debug build, several times slower. Build with -c release.")
        #endif
        var lastLine = ContinuousClock.now
        let settings = FuzzSettings(
            seed: seed, documents: documents, keptInFull: show,
            generator: GeneratorOptions(invalidShare: invalidShare, documentsThatCrashedGraphQLSwift: documentsThatCrashedGraphQLSwift),
            skipped: from, trace: trace ? Self.trace : nil
        )
        let report = try await FuzzRun.run(settings, engine: engine, oracle: oracle) { report in
            guard ContinuousClock.now - lastLine > .seconds(5) || report.documents == documents else { return }
            lastLine = ContinuousClock.now
            Self.log("fuzz: \(report.documents)/\(documents) compared (up to document \(from + report.documents - 1)), \(report.disagreements) disagree, \(Int(report.documentsPerSecond)) documents/s")
        }
        print(report.text)
        if report.disagreements > 0 { throw ExitCode.failure }
    }

    /// `--trace`: the request's number and JSON line on stderr, written before the engine can crash on it.
    private static func trace(_ number: Int, _ request: GeneratedRequest) {
        log("fuzz: document \(number): " + String(decoding: request.oracleLine, as: UTF8.self))
    }

    private static func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
