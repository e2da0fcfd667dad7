import CountriesEngine
import GraphQL
import Testing

/// `"é"` (U+00E9) and `"e\u{301}"` are equal Swift strings (canonical equivalence), but different GraphQL values:
/// graphql-js and the public API compare code units. No cache or comparison of the engine may take one for the other.
@Suite struct CanonicallyEqualTextTests {
    private let composed = "\u{E9}"
    private let decomposed = "e\u{301}"

    @Test func theTwoSpellingsAreOneSwiftStringButDifferentBytes() {
        #expect(composed == decomposed)
        #expect(!composed.utf8.elementsEqual(decomposed.utf8))
    }

    /// The document cache, the plan cache and the response memo each met the first spelling before the second.
    @Test func aDocumentDifferingOnlyInSpellingIsNotAnsweredFromTheFirst() async throws {
        for (first, second) in [(composed, decomposed), (decomposed, composed)] {
            _ = try await run(#"{ country(code: "FR") { name(lang: "\#(first)") } }"#)
            let answer = try await run(#"{ country(code: "FR") { name(lang: "\#(second)") } }"#)
            let message = try #require(answer.json.errorMessages.first)
            #expect(message.unicodeScalars.contains { $0 == second.unicodeScalars.last }, "\(message)")
            #expect(!message.unicodeScalars.contains { $0 == first.unicodeScalars.last }, "\(message)")
        }
    }

    @Test func variablesDifferingOnlyInSpellingAreDifferentRequests() async throws {
        let query = #"query ($lang: String) { country(code: "DE") { name(lang: $lang) } }"#
        _ = try await run(query, variables: ["lang": .string(composed)])
        let answer = try await run(query, variables: ["lang": .string(decomposed)])
        let message = try #require(answer.json.errorMessages.first)
        #expect(message.unicodeScalars.contains("\u{301}"), "\(message)")
    }

    @Test func aFilterComparesCodeUnitsAsThePublicAPIDoes() async throws {
        let name = "Cura\u{E7}ao"
        let spelledApart = "Curac\u{327}ao"
        let asStored = try await run(#"{ countries(filter: { name: { eq: "\#(name)" } }) { code } }"#)
        #expect(asStored.json[path: "data", "countries", 0, "code"] == .string("CW"))
        for filterOperator in ["eq", "in"] {
            let value = filterOperator == "in" ? "[\"\(spelledApart)\"]" : "\"\(spelledApart)\""
            let other = try await run(#"{ countries(filter: { name: { \#(filterOperator): \#(value) } }) { code } }"#)
            #expect(other.json[path: "data", "countries"] == .array([]), "\(filterOperator)")
        }
        let excluded = try await run(#"{ countries(filter: { name: { ne: "\#(spelledApart)" } }) { code } }"#)
        #expect(excluded.json[path: "data", "countries"].array?.contains { $0[path: "code"] == .string("CW") } == true)
    }

    /// U+212A KELVIN SIGN is canonically equal to `K`, so `"\u{212A}E"` is Kenya's code as a Swift string.
    @Test func aCodeLookupComparesBytes() async throws {
        let kelvin = "\u{212A}"
        #expect(kelvin + "E" == "KE")
        let answer = try await run(#"{ country(code: "\#(kelvin)E") { code } countries(filter: { code: { eq: "\#(kelvin)E" } }) { code } }"#)
        #expect(answer.json[path: "data", "country"] == .null)
        #expect(answer.json[path: "data", "countries"] == .array([]))
        let kenya = try await run(#"{ country(code: "KE") { code } }"#)
        #expect(kenya.json[path: "data", "country", "code"] == .string("KE"))
    }

    /// graphql-js: `Fields "language" conflict because they have differing arguments`.
    @Test(arguments: [
        #"{ language(code: "é") { code } language(code: "é") { name } }"#,
        #"{ ... on Query { language(code: "é") { code } } ... on Query { language(code: "é") { code } } }"#,
        #"{ l: language(code: "é") { code } ...F } fragment F on Query { l: language(code: "é") { code } }"#,
    ])
    func fieldsWhoseArgumentsDifferOnlyInSpellingConflict(template: String) async throws {
        var seen = 0
        let query = template.split(separator: "é", omittingEmptySubsequences: false).enumerated()
            .map { index, part in
                seen = index
                return index == 0 ? String(part) : (index == 1 ? composed : decomposed) + part
            }
            .joined()
        #expect(seen == 2)
        let answer = try await run(query)
        #expect(answer.json.errorMessages.count == 1, "\(answer.json.errorMessages)")
        #expect(answer.json.errorMessages.first?.contains("differing arguments") == true)
    }
}
