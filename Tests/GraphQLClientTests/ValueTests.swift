import Foundation
import GraphQLClient
import JSONCore
import Testing

/// An input object using `GraphQLNullable` the way generated code does.
private struct Filter: JSONValueWritable {
    var eq: GraphQLNullable<String> = .none
    var ne: GraphQLNullable<String> = .none
    var within: GraphQLNullable<[String]> = .none

    var jsonValue: JSONValue {
        var object: JSONObject = [:]
        object["eq"] = eq.jsonMember
        object["ne"] = ne.jsonMember
        object["in"] = within.jsonMember
        return .object(object)
    }
}

@Suite("Nullable inputs")
struct ValueTests {
    @Test func nullableTellsAbsentFromNull() throws {
        let text = String(decoding: Filter(eq: "EU", ne: nil, within: ["a"]).jsonValue.jsonData, as: UTF8.self)
        #expect(text == #"{"eq":"EU","in":["a"],"ne":null}"#)
        #expect(String(decoding: Filter().jsonValue.jsonData, as: UTF8.self) == "{}")
    }
}
