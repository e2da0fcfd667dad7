import CountriesEngine
import Foundation
import GraphQL
import Testing

/// One service over the bundled data, built once for the whole suite.
let bundledService: Result<CountriesEngine, any Error> = Result { try CountriesEngine() }

/// The shared service, or a test failure explaining why it could not be built.
func service() throws -> CountriesEngine {
    try bundledService.get()
}

/// Runs a document and decodes the JSON body.
func run(
    _ query: String, variables: [String: Map] = [:], operationName: String? = nil,
    on executor: (any GraphQLExecuting)? = nil
) async throws -> (json: Map, outcome: GraphQLServiceResponse.Outcome) {
    let executor = try executor ?? service()
    let response = await executor.execute(
        GraphQLServiceRequest(query: query, operationName: operationName, variables: variables)
    )
    return (try JSONDecoder().decode(Map.self, from: response.body), response.outcome)
}

extension Map {
    /// The value at a path of object keys and list indexes, or `.undefined`.
    subscript(path keys: any PathKey...) -> Map {
        var current = self
        for key in keys {
            switch (current, key) {
            case (.dictionary(let fields), let name as String): current = fields[name] ?? .undefined
            case (.array(let items), let index as Int): current = items.indices.contains(index) ? items[index] : .undefined
            default: return .undefined
            }
        }
        return current
    }

    /// The error messages of a response.
    var errorMessages: [String] {
        self[path: "errors"].array?.compactMap { $0[path: "message"].string } ?? []
    }
}

/// A key into a response: an object key or a list index.
protocol PathKey {}
extension String: PathKey {}
extension Int: PathKey {}
