import Foundation
import Testing

/// JSON is read and written by JSONCore alone: no source uses Foundation's or GraphQLSwift's JSON coders, and
/// the generated code has no `Codable` conformance (issue 18).
@Suite struct OneJSONReaderTests {
    /// The lines of code (not comments) of every source that mention one of `names`, as `path: line`.
    private static func codeLines(mentioning names: [String], under folder: String = "Sources") -> [String] {
        swiftSources(under: folder).flatMap { file in
            file.text.split(separator: "\n").filter { line in
                !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && names.contains { line.contains($0) }
            }.map { "\(file.path): \($0.trimmingCharacters(in: .whitespaces))" }
        }
    }

    @Test func noSourceUsesAnotherJSONCoder() {
        #expect(!swiftSources(under: "Sources").isEmpty, "the sources are found")
        #expect(Self.codeLines(mentioning: ["JSONEncoder", "JSONDecoder", "GraphQLJSONEncoder"]) == [])
    }

    @Test func theGeneratedCodeHasNoCodableConformance() {
        #expect(!swiftSources(under: "Sources/CountriesAPI/Generated").isEmpty, "the generated sources are found")
        let codable = Self.codeLines(
            mentioning: ["Codable", "Decodable", "Encodable", "CodingKey", "Decoder", "Encoder"], under: "Sources/CountriesAPI/Generated"
        )
        #expect(codable == [])
    }
}
