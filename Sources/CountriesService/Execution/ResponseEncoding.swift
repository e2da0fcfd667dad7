import Foundation
import GraphQL

/// Encodes spec-shaped responses, keeping fields in the order the query selected them.
enum ResponseEncoding {
    private struct Body: Encodable {
        let data: Map?
        let errors: [GraphQLError]

        enum CodingKeys: String, CodingKey { case data, errors }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if let data { try container.encode(data, forKey: .data) }
            if !errors.isEmpty { try container.encode(errors, forKey: .errors) }
        }
    }

    /// The JSON body for `data` (omitted when nil: the request was not executed) and `errors`.
    static func encode(data: Map?, errors: [GraphQLError]) -> Data {
        if let encoded = try? GraphQLJSONEncoder().encode(Body(data: data, errors: errors)) {
            return encoded
        }
        // Only an unencodable value (a non-finite number) gets here; say so rather than crash.
        return Data(#"{"errors":[{"message":"Internal error: the response could not be encoded."}]}"#.utf8)
    }
}
