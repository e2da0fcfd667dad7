@testable import Explorer
import Foundation
import Testing

@Suite("The inspector's GraphQL tokenizer, on every operation in graphql/")
struct GraphQLHighlighterTests {
    /// The repository's `graphql/` folder.
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("graphql")

    /// Every operation document (`*.graphql`), by name.
    private static func documents() throws -> [(String, String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".graphql") }.sorted()
        return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func everyOperationIsFoundAndColouredWithoutLosingAByte() throws {
        let documents = try Self.documents()
        #expect(documents.count >= 9)
        for (name, text) in documents {
            let lines = GraphQLHighlighter.lines(of: text)
            #expect(lines.map { $0.map(\.text).joined() } == text.components(separatedBy: "\n"), "\(name) comes back whole")
            let pieces = lines.joined()
            // Every letter is in a name, a keyword, a string or a comment: nothing is left unrecognised.
            #expect(!pieces.contains { $0.kind == .plain && $0.text.contains { $0.isLetter } }, "\(name): \(pieces.filter { $0.kind == .plain })")
            #expect(pieces.contains { $0.kind == .keyword && ["query", "fragment"].contains($0.text) }, "\(name)")
            #expect(pieces.contains { $0.kind == .comment }, "\(name) opens with a comment")
        }
    }

    @Test func namesVariablesTypesAndStringsAreTold() {
        let pieces = GraphQLHighlighter.pieces(of: #"query CountryDetail($code: ID!, $lang: String = "en") { country(code: $code) { ...Basic name(lang: "fr") n: phone } }"#)
        func kinds(of text: String) -> [GraphQLHighlighter.Kind] { pieces.filter { $0.text == text }.map(\.kind) }
        #expect(kinds(of: "query") == [.keyword])
        #expect(kinds(of: "CountryDetail") == [.typeName])
        #expect(kinds(of: "code") == [.variable, .name, .variable])
        #expect(kinds(of: "ID") == [.typeName])
        #expect(kinds(of: "String") == [.typeName])
        #expect(kinds(of: #""en""#) == [.string])
        #expect(kinds(of: "country") == [.name])
        #expect(kinds(of: "...") == [.punctuation])
        #expect(kinds(of: "phone") == [.name])
    }

    @Test func blockStringsAndNumbersSpanTheirLines() {
        let lines = GraphQLHighlighter.lines(of: "{ a(x: \"\"\"one\ntwo\"\"\", n: -1.5e3) }")
        #expect(lines.count == 2)
        #expect(lines[0].last == .init(text: "\"\"\"one", kind: .string))
        #expect(lines[1].first == .init(text: "two\"\"\"", kind: .string))
        #expect(lines[1].contains(.init(text: "-1.5e3", kind: .number)))
    }

    @Test func itStaysUnder150Lines() throws {
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Explorer/Inspector/GraphQLHighlighter.swift")
        #expect(try String(contentsOf: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count < 150)
    }
}
