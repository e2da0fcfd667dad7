import ArgumentParser
import CountriesAPI
import Foundation
import GraphQLCacheSQLite
import GraphQLClient

/// Where the persistent cache lives, or that there is none: shared by the explorer and `query`.
struct CacheOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The directory of the persistent cache (default: $XDG_CACHE_HOME/country-explorer, else ~/.cache/country-explorer).",
        valueName: "dir"
    ))
    var cacheDir: String?

    @Flag(help: "Keep no cache on disk: records live in memory for this run only.")
    var noCache = false

    /// The cache's folder name under the XDG cache directory.
    static let appName = "country-explorer"

    /// The cache directory `--cache-dir` names, else the XDG one; nil when nothing says where it goes.
    static func directory(override: String?) -> URL? {
        CacheDirectory.resolve(appName: appName, environment: ProcessInfo.processInfo.environment, override: override)
    }

    /// The cache file for `endpoint`: each endpoint keeps its own, so that two servers' data never mix;
    /// the public API's is `cache.sqlite`.
    static func file(in directory: URL, endpoint: EndpointURL) -> URL {
        let partition = endpoint == .publicAPI ? nil : endpoint.text
            .replacingOccurrences(of: "https://", with: "")
            .replacingOccurrences(of: "http://", with: "")
        return CacheDirectory.fileURL(in: directory, partition: partition)
    }

    /// The records' store for `endpoint`: its SQLite file (over memory, should it fail), or memory alone.
    ///
    /// `report` hears once why the file is not used, or that it was reset.
    func makeStore(endpoint: EndpointURL, report: @escaping @Sendable (String) -> Void) -> any NormalizedCache {
        if noCache { return InMemoryNormalizedCache() }
        guard let directory = Self.directory(override: cacheDir) else {
            report("cache disabled: neither --cache-dir, XDG_CACHE_HOME nor HOME says where it goes; keeping data in memory")
            return InMemoryNormalizedCache()
        }
        do {
            try CacheDirectory.create(directory)
        } catch {
            report("cache disabled: \(error); keeping data in memory")
            return InMemoryNormalizedCache()
        }
        return ResilientNormalizedCache(fileAt: Self.file(in: directory, endpoint: endpoint), report: report)
    }

    /// The client's cache for the endpoint `connection` names, over `makeStore`, with the Countries API's
    /// identities; a read may rebuild as much as `--max-reply-size` lets a reply bring.
    func makeCache(connection: ConnectionOptions, maxAge: Duration? = nil, report: @escaping @Sendable (String) -> Void) -> ClientCache {
        ClientCache(
            store: makeStore(endpoint: connection.endpoint, report: report), schema: CacheConfiguration.schema, maxAge: maxAge,
            maximumReadBytes: connection.maxReplySize.bytes
        )
    }
}
