import GraphQLClient
import JSONCore

/// Renders a response as the pretty JSON `query` prints: `data` and `errors`.
enum ResponseJSON {
    /// The JSON text, keys sorted.
    static func render(data: JSONValue?, errors: [GraphQLResponseError]) -> String {
        var object: [String: JSONValue] = [:]
        if let data { object["data"] = data }
        if !errors.isEmpty { object["errors"] = errors.jsonValue }
        return String(decoding: JSONValue.object(object).prettyJSONData, as: UTF8.self)
    }
}
