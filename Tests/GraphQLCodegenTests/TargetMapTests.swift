import Foundation
import Testing

/// The README's map of targets, `Package.swift` and the code's imports say the same: each library target imports
/// exactly the targets of ours that the manifest gives it, and the README lists exactly those.
@Suite struct TargetMapTests {
    /// The targets of ours that the Swift files under `Sources/<target>` import.
    private static func imports(of target: String, among ours: Set<String>) -> Set<String> {
        let importLine = /^(?:@testable |@_implementationOnly )?import (\w+)/
        let modules = swiftSources(under: "Sources/\(target)").flatMap { file in
            file.text.split(separator: "\n").compactMap { $0.firstMatch(of: importLine).map { String($0.output.1) } }
        }
        return Set(modules).intersection(ours)
    }

    /// The README's map: each target it names, with the targets of ours it says that target imports.
    private static func readmeMap() throws -> [String: Set<String>] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var map: [String: Set<String>] = [:]
        for line in readme.split(separator: "\n") {
            guard let match = line.wholeMatch(of: /(\w+)\s+← (.*)/) else { continue }
            let listed = match.output.2.prefix { $0 != "(" }
            map[String(match.output.1)] = listed.hasPrefix("nothing of ours")
                ? []
                : Set(listed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
        return map
    }

    /// The library targets: those with an upper-case name and Swift sources under `Sources/`.
    private static func libraries(among ours: Set<String>) -> [String] {
        ours.filter { $0.first?.isUppercase == true && !swiftSources(under: "Sources/\($0)").isEmpty }.sorted()
    }

    @Test func eachTargetImportsWhatTheManifestGivesIt() throws {
        let manifest = try PackageManifest.dependencies()
        let ours = try PackageManifest.targetNames()
        let libraries = Self.libraries(among: ours)
        #expect(libraries.contains("Explorer") && libraries.contains("CountriesEngine"), "the manifest was read: \(libraries)")
        for target in libraries {
            let declared = Set(manifest[target, default: []].filter { ours.contains($0) })
            #expect(Self.imports(of: target, among: ours) == declared, "\(target): the imports and Package.swift differ")
        }
    }

    @Test func theReadmeNamesEachTargetWithWhatItImports() throws {
        let manifest = try PackageManifest.dependencies()
        let ours = try PackageManifest.targetNames()
        let readme = try Self.readmeMap()
        for target in Self.libraries(among: ours) {
            let declared = Set(manifest[target, default: []].filter { ours.contains($0) })
            #expect(readme[target] == declared, "the README's line for \(target)")
        }
    }
}
