import Foundation
import Testing

/// `countries-codegen` links the selection model and GraphQLSwift, not the HTTP client or its cache (issue 18).
@Suite struct CodegenDependenciesTests {
    /// Every target of `Package.swift` with what it depends on: targets by name, products as `product:Name`.
    private static func dependencies() throws -> [String: [String]] {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try Regex(#"name: "([^"]+)",\s*dependencies: \[([^\]]*)\]"#)
        let product = try Regex(#"\.product\(name: "([^"]+)"[^)]*\)"#)
        let quoted = try Regex(#""([^"]+)""#)
        var graph: [String: [String]] = [:]
        for match in manifest.matches(of: target) {
            guard let name = match.output[1].substring, let list = match.output[2].substring else { continue }
            let products = list.matches(of: product).compactMap { $0.output[1].substring.map { "product:\($0)" } }
            let targets = list.replacing(product, with: "").matches(of: quoted).compactMap { $0.output[1].substring.map(String.init) }
            graph[String(name)] = targets + products
        }
        return graph
    }

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
        let graph = try Self.dependencies()
        let linked = Self.closure(of: "countries-codegen", in: graph)
        #expect(linked.contains("GraphQLCodegen") && linked.contains("GraphQLSelectionModel"), "the manifest was read: \(linked.sorted())")
        for unwanted in ["GraphQLClient", "GraphQLCacheSQLite", "product:AsyncHTTPClient", "product:GRDB", "product:NIOPosix"] {
            #expect(!linked.contains(unwanted), "countries-codegen links \(unwanted)")
        }
        #expect(Self.closure(of: "GraphQLSelectionModel", in: graph) == ["GraphQLSelectionModel", "JSONCore"])
    }
}
