import Foundation
import Testing

/// JSON is read and written by JSONCore alone: no source uses Foundation's or GraphQLSwift's JSON coders, and
/// the generated code has no `Codable` conformance (issue 18).
@Suite struct OneJSONReaderTests {
    /// Every Swift file under `Sources/`, by path from the package root, with its text.
    private static func sources(under folder: String = "Sources") -> [(path: String, text: String)] {
        let root = packageRoot.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map { ("\(folder)/\(path)", $0) }
        }
    }

    /// The lines of code (not comments) of every source that mention one of `names`, as `path: line`.
    private static func codeLines(mentioning names: [String], under folder: String = "Sources") -> [String] {
        sources(under: folder).flatMap { file in
            file.text.split(separator: "\n").filter { line in
                !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && names.contains { line.contains($0) }
            }.map { "\(file.path): \($0.trimmingCharacters(in: .whitespaces))" }
        }
    }

    @Test func noSourceUsesAnotherJSONCoder() {
        #expect(!Self.sources().isEmpty, "the sources are found")
        #expect(Self.codeLines(mentioning: ["JSONEncoder", "JSONDecoder", "GraphQLJSONEncoder"]) == [])
    }

    @Test func theGeneratedCodeHasNoCodableConformance() {
        #expect(!Self.sources(under: "Sources/CountriesAPI/Generated").isEmpty, "the generated sources are found")
        let codable = Self.codeLines(
            mentioning: ["Codable", "Decodable", "Encodable", "CodingKey", "Decoder", "Encoder"], under: "Sources/CountriesAPI/Generated"
        )
        #expect(codable == [])
    }
}
