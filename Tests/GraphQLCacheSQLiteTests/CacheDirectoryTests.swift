import Foundation
import GraphQLCacheSQLite
import Testing

/// The cache directory follows the override, then XDG, then HOME.
struct CacheDirectoryTests {
    /// One environment and the directory it should give.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The environment.
        var environment: [String: String]
        /// The `--cache-dir` value.
        var override: String?
        /// The expected path, or nil for none.
        var expected: String?

        /// The case's inputs, in test output.
        var testDescription: String { "\(environment) override: \(override ?? "none")" }
    }

    /// Resolution cases.
    static let cases: [Case] = [
        Case(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"], override: "/chosen/dir", expected: "/chosen/dir"),
        Case(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/h"], expected: "/x/cache/explorer"),
        Case(environment: ["XDG_CACHE_HOME": "", "HOME": "/h"], expected: "/h/.cache/explorer"),
        Case(environment: ["XDG_CACHE_HOME": "relative/cache", "HOME": "/h"], expected: "/h/.cache/explorer"),
        Case(environment: ["HOME": "/home/jö"], expected: "/home/jö/.cache/explorer"),
        Case(environment: ["HOME": "/h"], override: "", expected: "/h/.cache/explorer"),
        Case(environment: ["XDG_CACHE_HOME": "/x"], expected: "/x/explorer"),
        Case(environment: ["XDG_CACHE_HOME": "x"], expected: nil),
        Case(environment: ["HOME": ""], expected: nil),
        Case(environment: [:], expected: nil),
    ]

    /// Each environment resolves to its expected directory.
    @Test(arguments: cases)
    func resolves(_ testCase: Case) {
        let url = CacheDirectory.resolve(appName: "explorer", environment: testCase.environment, override: testCase.override)
        #expect(url?.path == testCase.expected)
    }

    /// The file is `cache.sqlite` inside the directory.
    @Test func fileIsInsideTheDirectory() {
        let file = CacheDirectory.fileURL(in: URL(fileURLWithPath: "/h/.cache/explorer", isDirectory: true))
        #expect(file.path == "/h/.cache/explorer/cache.sqlite")
    }

    /// A partition gets a file of its own, its name reduced to safe characters.
    @Test func partitionsHaveFilesOfTheirOwn() {
        let directory = URL(fileURLWithPath: "/h/.cache/explorer", isDirectory: true)
        #expect(CacheDirectory.fileURL(in: directory, partition: "127.0.0.1:4000/graphql").lastPathComponent == "cache-127.0.0.1_4000_graphql.sqlite")
        #expect(CacheDirectory.fileURL(in: directory, partition: "../../etc/x?y=日本").lastPathComponent == "cache-.._.._etc_x_y___.sqlite")
        #expect(CacheDirectory.fileURL(in: directory, partition: "").lastPathComponent == "cache.sqlite")
    }

    /// Creating makes missing parents and an owner-only directory; an existing one is fine.
    @Test func createMakesAPrivateDirectory() throws {
        let root = try TemporaryDirectory()
        let target = root.url.appendingPathComponent("a/b/explorer", isDirectory: true)
        try CacheDirectory.create(target)
        let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        try CacheDirectory.create(target)
    }

    /// A file where the directory should be is a clear error.
    @Test func fileInTheWayIsAnError() throws {
        let root = try TemporaryDirectory()
        let target = root.url.appendingPathComponent("explorer")
        try Data().write(to: target)
        #expect(throws: CacheOpenError.directoryUnavailable(path: target.path, detail: "a file of that name is in the way")) {
            try CacheDirectory.create(target)
        }
        let below = target.appendingPathComponent("inner")
        do {
            try CacheDirectory.create(below)
            Issue.record("made a directory below a file")
        } catch {
            #expect(error.description.hasPrefix("cannot make the cache directory \(below.path): "))
            #expect(!error.description.contains("\n"))
        }
    }
}
