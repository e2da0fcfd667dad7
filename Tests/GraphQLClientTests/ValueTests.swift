import Foundation
import GraphQLClient
import Testing

/// An input object using `GraphQLNullable` the way generated code does.
private struct Filter: Encodable {
    var eq: GraphQLNullable<String> = .none
    var ne: GraphQLNullable<String> = .none
    var within: GraphQLNullable<[String]> = .none

    enum CodingKeys: String, CodingKey { case eq, ne, within = "in" }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(eq, forKey: .eq)
        try container.encode(ne, forKey: .ne)
        try container.encode(within, forKey: .within)
    }
}

@Suite("Nullable inputs")
struct ValueTests {
    @Test func nullableTellsAbsentFromNull() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(Filter(eq: "EU", ne: nil, within: ["a"])), as: UTF8.self)
        #expect(text == #"{"eq":"EU","in":["a"],"ne":null}"#)
        #expect(String(decoding: try encoder.encode(Filter()), as: UTF8.self) == "{}")
    }
}
