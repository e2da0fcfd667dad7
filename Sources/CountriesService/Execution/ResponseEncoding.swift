import Foundation
import GraphQL

/// Encodes the parts of responses that do not come from the engine's writer: request errors, field errors
/// and introspection values.
enum ResponseEncoding {
    private static let unencodable = Data(#"{"errors":[{"message":"Internal error: the response could not be encoded."}]}"#.utf8)

    /// The body of a request that was not executed: `errors` only.
    static func rejection(_ errors: [GraphQLError]) -> Data {
        var body = Data(#"{"errors":"#.utf8)
        body.append(contentsOf: Self.errors(errors))
        body.append(UInt8(ascii: "}"))
        return body
    }

    /// The JSON array of `errors`.
    static func errors(_ errors: [GraphQLError]) -> [UInt8] {
        guard let encoded = try? GraphQLJSONEncoder().encode(errors) else { return Array(unencodable) }
        return Array(encoded)
    }

    /// The JSON text of a value, keeping its keys in order.
    static func value(_ value: Map) -> [UInt8] {
        // Only an unencodable value (a non-finite number) fails; it is written as null rather than crash.
        guard let encoded = try? GraphQLJSONEncoder().encode(value) else { return Array("null".utf8) }
        return Array(encoded)
    }
}
