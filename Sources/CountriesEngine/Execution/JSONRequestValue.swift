import Foundation
import GraphQL
import JSONCore

/// A request's JSON (an HTTP body, the `variables` URL parameter, an embedded request's variables) read into
/// GraphQLSwift's `Map`.
///
/// `Map`'s own `Decodable` conformance decodes every object twice, first as a dictionary and then again keyed,
/// so its cost doubles with each level of nesting: variables nested 30 objects deep in a 1 KB body would take
/// hours. JSONCore's strict one-pass parser reads the text instead (it refuses nesting deeper than 512), and
/// the result is converted once.
public enum JSONRequestValue {
    /// The value of `data`, or throws where it is not JSON.
    public static func decode(_ data: Data) throws -> Map {
        map(try JSONValue(parsing: data))
    }

    private static func map(_ value: JSONValue) -> Map {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(Number(number))
        case .string(let string): .string(string)
        case .array(let elements): .array(elements.map(map))
        case .object(let members): .dictionary(.init(members.map { ($0.key, map($0.value)) }) { first, _ in first })
        }
    }
}
