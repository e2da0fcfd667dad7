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

    /// The records' store: the SQLite file (over memory, should it fail), or memory alone.
    ///
    /// `report` hears once why the file is not used, or that it was reset.
    func makeStore(report: @escaping @Sendable (String) -> Void) -> any NormalizedCache {
        if noCache { return InMemoryNormalizedCache() }
        guard let directory = CacheDirectory.resolve(
            appName: CacheCommand.appName, environment: ProcessInfo.processInfo.environment, override: cacheDir
        ) else {
            report("cache disabled: neither --cache-dir, XDG_CACHE_HOME nor HOME says where it goes; keeping data in memory")
            return InMemoryNormalizedCache()
        }
        do {
            try CacheDirectory.create(directory)
        } catch {
            report("cache disabled: \(error); keeping data in memory")
            return InMemoryNormalizedCache()
        }
        return ResilientNormalizedCache(fileAt: CacheDirectory.fileURL(in: directory), report: report)
    }

    /// The client's cache over `makeStore`, with the Countries API's identities.
    func makeCache(maxAge: Duration? = nil, report: @escaping @Sendable (String) -> Void) -> ClientCache {
        ClientCache(store: makeStore(report: report), schema: CacheConfiguration.schema, maxAge: maxAge)
    }
}
