import Foundation
import GraphQLClient
import JSONCore

/// The compact JSON bytes of a value.
func jsonBytes(_ value: JSONValue) -> Data {
    value.jsonData
}

/// The JSON value that `data` holds.
func jsonValue(from data: Data) throws(JSONSyntaxError) -> JSONValue {
    try JSONValue(parsing: data)
}
