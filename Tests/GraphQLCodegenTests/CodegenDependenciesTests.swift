import Foundation
import Testing

/// `countries-codegen` links the selection model and GraphQLSwift, not the HTTP client or its cache (issue 18).
@Suite struct CodegenDependenciesTests {
    /// `root` and everything it depends on, directly or not.
    private static func closure(of root: String, in graph: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var pending = [root]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += graph[next] ?? []
        }
        return seen
    }

    @Test func theGeneratorLinksNeitherTheClientNorItsCache() throws {
        let graph = try PackageManifest.dependencies()
        let linked = Self.closure(of: "countries-codegen", in: graph)
        #expect(linked.contains("GraphQLCodegen") && linked.contains("GraphQLSelectionModel"), "the manifest was read: \(linked.sorted())")
        for unwanted in ["GraphQLClient", "GraphQLCacheSQLite", "product:AsyncHTTPClient", "product:GRDB", "product:NIOPosix"] {
            #expect(!linked.contains(unwanted), "countries-codegen links \(unwanted)")
        }
        #expect(Self.closure(of: "GraphQLSelectionModel", in: graph) == ["GraphQLSelectionModel", "JSONCore"])
    }
}
