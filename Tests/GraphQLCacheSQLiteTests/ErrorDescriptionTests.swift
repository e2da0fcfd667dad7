import Foundation
@testable import GraphQLCacheSQLite
import Testing

/// SQLite's result codes map onto the open errors, each described in one line that names the file.
struct ErrorDescriptionTests {
    /// A path in a writable directory, so that no code is mistaken for a permission problem.
    static let path = FileManager.default.temporaryDirectory.appendingPathComponent("cache.sqlite").path

    /// Each code that has a case of its own gets it.
    @Test(arguments: [
        (CInt(26), CacheOpenError.notADatabase(path: path)),
        (11, .corrupt(path: path, detail: "simulated")),
        (13, .diskFull(path: path)),
        (10, .ioError(path: path, detail: "simulated")),
        (5, .locked(path: path)),
        (14, .cannotOpen(path: path, detail: "simulated")),
    ])
    func resultCodesAreClassified(code: CInt, expected: CacheOpenError) {
        let error = CacheOpenError.classify(RawSQLite.error(code), path: Self.path)
        #expect(error == expected)
        #expect(error.description.contains(Self.path))
        #expect(!error.description.contains("\n"))
    }

    /// The refusals and an unreadable file say what the file is, and that it was not touched.
    @Test func refusalsAndUnreadableFilesReadWell() {
        #expect(CacheOpenError.unreadable(path: "/c/cache.sqlite", detail: "Permission denied").description
            == "cannot read the cache file /c/cache.sqlite: Permission denied")
        #expect(CacheOpenError.notACache(path: "/c/cache.sqlite").description == "/c/cache.sqlite is not a country-explorer cache; left untouched")
        #expect(CacheOpenError.notARegularFile(path: "/c/cache.sqlite", kind: "a FIFO").description
            == "/c/cache.sqlite is a FIFO, not a cache file; left untouched")
    }

    /// Foundation's errors are said in words, never as `Error Domain=NSCocoaErrorDomain Code=260 … UserInfo={…}`.
    @Test func foundationErrorsAreSaidInWords() {
        let missing = CocoaError(.fileReadNoSuchFile, userInfo: [
            NSFilePathErrorKey: "/c/cache.sqlite", NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOENT)),
        ])
        let opening = CacheOpenError.classify(missing, path: "/c/cache.sqlite")
        #expect(opening.description == "cannot open the cache file /c/cache.sqlite: No such file or directory")
        let running = SQLiteCacheError(NSError(domain: NSCocoaErrorDomain, code: 260), operation: .write, path: "/c/cache.sqlite")
        #expect(!running.description.contains("Domain"), "\(running.description)")
        #expect(!running.description.contains("UserInfo"), "\(running.description)")
    }

    /// A runtime failure names the operation, SQLite's words and the file, in one line.
    @Test func runtimeErrorsReadWell() {
        let error = SQLiteCacheError(RawSQLite.error(10), operation: .write, path: "/c/cache.sqlite")
        #expect(error.description == "cache write failed: simulated (/c/cache.sqlite)")
        #expect(error.summary == "simulated writing /c/cache.sqlite")
    }
}
