import Foundation

/// `Package.swift` as the tests read it: every target with what it depends on.
enum PackageManifest {
    /// Every target with what it depends on: targets by name, products as `product:Name`.
    static func dependencies() throws -> [String: [String]] {
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

    /// The name of every target the manifest declares, with dependencies or without.
    static func targetNames() throws -> Set<String> {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = try Regex(#"\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name: "([^"]+)""#)
        return Set(manifest.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) })
    }
}
