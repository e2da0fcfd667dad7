import Foundation

/// Where the graphql-js reference comes from: node, our runner script, and the two files it reads, the schema
/// and the dataset, which are the engine's own (the package's `graphql/schema.graphqls` and the dataset the
/// engine bundles), read by node on its own.
public struct OracleSetup: Sendable {
    /// The node executable.
    public var node: URL
    /// `countries-oracle.mjs`.
    public var script: URL
    /// The SDL, read verbatim.
    public var schema: URL
    /// The dataset, read as plain JSON.
    public var dataset: URL

    /// This package's files, and the `node` of `$COUNTRIES_ORACLE_NODE` or else of `PATH`; nil with the reason
    /// when something is missing.
    public static func located() -> Result<OracleSetup, OracleUnavailable> {
        guard let script = Bundle.module.url(forResource: "countries-oracle", withExtension: "mjs") else {
            return .failure(OracleUnavailable(reason: "countries-oracle.mjs is missing from CountriesOracle's resources"))
        }
        // The sources' own folder: this file is Sources/CountriesOracle/Oracle/OracleSetup.swift.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let schema = root.appendingPathComponent("graphql/schema.graphqls")
        let dataset = root.appendingPathComponent("Sources/CountriesEngine/Resources/countries.json")
        for file in [schema, dataset] where !FileManager.default.isReadableFile(atPath: file.path) {
            return .failure(OracleUnavailable(reason: "\(file.path) is not readable (the oracle reads the package's own files)"))
        }
        guard let node = findNode() else {
            return .failure(OracleUnavailable(reason: "node is not installed (apt-get install nodejs node-graphql, as .ci/run does)"))
        }
        return .success(OracleSetup(node: node, script: script, schema: schema, dataset: dataset))
    }

    /// This setup, once node has shown that it loads graphql-js (`countries-oracle.mjs --probe`); else why not.
    public func probed() -> Result<OracleSetup, OracleUnavailable> {
        let process = Process()
        process.executableURL = node
        process.arguments = [script.path, "--probe"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(OracleUnavailable(reason: "cannot run \(node.path): \(error)"))
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(OracleUnavailable(
                reason: "node cannot load graphql-js (apt-get install node-graphql, as .ci/run does)"
            ))
        }
        return .success(self)
    }

    private static func findNode() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["COUNTRIES_ORACLE_NODE"], !given.isEmpty { return URL(fileURLWithPath: given) }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for folder in folders {
            for name in ["node", "nodejs"] {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }
}

/// Why the graphql-js reference cannot run here.
public struct OracleUnavailable: Error, Sendable, CustomStringConvertible {
    /// One line saying what is missing and how to get it.
    public let reason: String

    /// The reason.
    public var description: String { reason }
}
