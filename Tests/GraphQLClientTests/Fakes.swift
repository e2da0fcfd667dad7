import Foundation
import GraphQLClient

/// A small hand-written operation, so these tests do not depend on generated code.
struct CapitalQuery: GraphQLQuery {
    struct Variables: Encodable, Sendable { let code: String }
    struct Data: Decodable, Sendable, Equatable {
        struct Country: Decodable, Sendable, Equatable {
            let name: String
            let capital: String?
        }
        let country: Country?
    }

    static let operationName = "Capital"
    static let document = "query Capital($code: ID!) { country(code: $code) { name capital } }"
    /// These tests use no cache.
    static let selections: OperationSelections? = nil
    let variables: Variables

    init(code: String) { variables = Variables(code: code) }
}
