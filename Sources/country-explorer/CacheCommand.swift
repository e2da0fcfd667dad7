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

/// `country-explorer cache path`: prints the cache file's path.
struct CachePathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Print the path of the cache file (it may not exist yet)."
    )

    @Option(help: ArgumentHelp("The cache directory, as the explorer's --cache-dir.", valueName: "dir"))
    var cacheDir: String?

    func run() throws {
        print(try CacheCommand.file(cacheDir: cacheDir).path)
    }
}

/// `country-explorer cache clear`: deletes the cache file, whatever state it is in.
struct CacheClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Delete the cache file (and its WAL files); the next run starts a new one.",
        discussion: "This is also the way out of a cache file the explorer reports as corrupt or from a newer version."
    )

    @Option(help: ArgumentHelp("The cache directory, as the explorer's --cache-dir.", valueName: "dir"))
    var cacheDir: String?

    func run() throws {
        let file = try CacheCommand.file(cacheDir: cacheDir)
        var removed = 0
        for path in [file.path, file.path + "-wal", file.path + "-shm"] where FileManager.default.fileExists(atPath: path) {
            do {
                try FileManager.default.removeItem(atPath: path)
                removed += 1
            } catch {
                printError("error: cannot delete \(path): \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
        printError(removed == 0 ? "no cache at \(file.path)" : "deleted \(file.path)")
    }
}

extension CacheCommand {
    /// The cache's folder name under the XDG cache directory.
    static let appName = "country-explorer"

    /// The cache file for `--cache-dir`, else the XDG location.
    static func file(cacheDir: String?) throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        guard let directory = CacheDirectory.resolve(appName: appName, environment: environment, override: cacheDir) else {
            printError("error: neither --cache-dir, XDG_CACHE_HOME nor HOME says where the cache is")
            throw ExitCode(2)
        }
        return CacheDirectory.fileURL(in: directory)
    }
}
