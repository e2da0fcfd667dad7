import Foundation
import GraphQLClient
import JSONCore

/// Writes a response as the pretty JSON `query` prints: `data` and `errors`.
enum ResponseJSON {
    /// Writes the JSON text, keys sorted, and a line break to stdout, a piece at a time: a large answer is never
    /// held whole as text besides its value.
    static func print(data: JSONValue?, errors: [GraphQLResponseError]) {
        var object: JSONObject = [:]
        if let data { object["data"] = data }
        if !errors.isEmpty { object["errors"] = errors.jsonValue }
        let output = FileHandle.standardOutput
        JSONValue.object(object).writePrettyJSON { piece in output.write(Data(piece)) }
        output.write(Data("\n".utf8))
    }
}
