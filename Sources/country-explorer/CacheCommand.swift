import ArgumentParser
import Foundation
import GraphQLCacheSQLite

/// `country-explorer cache`: where the persistent cache is, and a way to start it afresh.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or clear the persistent cache.",
        subcommands: [CachePathCommand.self, CacheClearCommand.self]
    )
}

/// `country-explorer cache path`: prints the cache file's path for an endpoint.
struct CachePathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Print the path of an endpoint's cache file (it may not exist yet).",
        discussion: "Each endpoint has its own file, so that two servers' data never mix; the public API's is cache.sqlite."
    )

    @Option(help: ArgumentHelp("The endpoint whose cache file to print: an http or https URL.", valueName: "url"))
    var endpoint = EndpointURL.publicAPI

    @Option(help: ArgumentHelp("The cache directory, as the explorer's --cache-dir.", valueName: "dir"))
    var cacheDir: String?

    func run() throws {
        print(CacheOptions.file(in: try CacheCommand.directory(cacheDir), endpoint: endpoint).path)
    }
}

/// `country-explorer cache clear`: deletes every cache file it can prove is ours, whatever state it is in.
struct CacheClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Delete the cache files of every endpoint (and their WAL files); the next run starts anew.",
        discussion: """
        This is also the way out of a cache file the explorer reports as corrupt or from a newer version. Only \
        regular files that carry the cache's mark are deleted; anything else with a cache's name (a directory, a \
        link, another program's database) is left untouched and named on stderr. It says how many caches it \
        deleted and names their files.
        """
    )

    @Option(help: ArgumentHelp("The cache directory, as the explorer's --cache-dir.", valueName: "dir"))
    var cacheDir: String?

    func run() throws {
        let directory = try CacheCommand.directory(cacheDir)
        let outcome: CacheClearing.Outcome
        do {
            outcome = try CacheClearing.clear(directory: directory)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        for kept in outcome.leftAlone { printError("note: \(kept)") }
        printError(Self.summary(of: outcome.deleted, in: directory))
    }

    /// `deleted 1 cache in DIR: cache.sqlite (+ cache.sqlite-wal, cache.sqlite-shm)`, or `no cache in DIR`.
    static func summary(of deleted: [CacheClearing.DeletedCache], in directory: URL) -> String {
        guard !deleted.isEmpty else { return "no cache in \(directory.path)" }
        let names = deleted.map { cache in
            let name = URL(fileURLWithPath: cache.path).lastPathComponent
            let sidecars = cache.sidecars.map { URL(fileURLWithPath: $0).lastPathComponent }
            return sidecars.isEmpty ? name : "\(name) (+ \(sidecars.joined(separator: ", ")))"
        }
        return "deleted \(deleted.count) \(deleted.count == 1 ? "cache" : "caches") in \(directory.path): \(names.joined(separator: ", "))"
    }
}

extension CacheCommand {
    /// The cache directory, or exit status 2 when nothing says where it is.
    static func directory(_ override: String?) throws -> URL {
        guard let directory = CacheOptions.directory(override: override) else {
            printError("error: neither --cache-dir, XDG_CACHE_HOME nor HOME says where the cache is")
            throw ExitCode(2)
        }
        return directory
    }
}
