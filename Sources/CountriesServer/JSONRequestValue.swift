import Foundation
import GraphQL

/// A request's JSON (its body, or the `variables` URL parameter) decoded into GraphQLSwift's `Map` in one pass.
///
/// `Map`'s own `Decodable` conformance decodes every object twice, first as a dictionary and then again keyed,
/// so its cost doubles with each level of nesting: variables nested 30 objects deep in a 1 KB body would take
/// hours. This decodes each value once; JSONDecoder itself refuses nesting deeper than 512.
struct JSONRequestValue: Decodable {
    /// The decoded value.
    let map: Map

    /// Decodes `data`, or throws where it is not JSON.
    static func decode(_ data: Data) throws -> Map {
        try JSONDecoder().decode(JSONRequestValue.self, from: data).map
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: MemberKey.self) {
            var members: [(String, Map)] = []
            for key in object.allKeys {
                members.append((key.stringValue, try object.decode(JSONRequestValue.self, forKey: key).map))
            }
            map = .dictionary(.init(members) { first, _ in first })
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [Map] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONRequestValue.self).map) }
            map = .array(elements)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                map = .null
            } else if let flag = try? value.decode(Bool.self) {
                map = .bool(flag)
            } else if let number = try? value.decode(Double.self) {
                map = .number(Number(number))
            } else {
                map = .string(try value.decode(String.self))
            }
        }
    }

    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            nil
        }
    }
}
