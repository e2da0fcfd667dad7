import Foundation
import GraphQLClient
import GraphQLSelectionModel
import JSONCore

/// A small hand-written operation, so these tests do not depend on generated code.
struct CapitalQuery: GraphQLQuery {
    struct Variables: JSONValueWritable, Sendable {
        let code: String
        var jsonValue: JSONValue { ["code": .string(code)] }
    }
    struct Data: JSONValueReadable, Sendable, Equatable {
        struct Country: JSONValueReadable, Sendable, Equatable {
            let name: String
            let capital: String?

            init(name: String, capital: String?) {
                self.name = name
                self.capital = capital
            }

            init(jsonValue: JSONValue?) throws(JSONReadError) {
                let members = try Self.members(of: jsonValue)
                try self.init(name: String(member: "name", of: members), capital: String?(member: "capital", of: members))
            }
        }
        let country: Country?

        init(country: Country?) { self.country = country }

        init(jsonValue: JSONValue?) throws(JSONReadError) {
            try self.init(country: Country?(member: "country", of: Self.members(of: jsonValue)))
        }
    }

    static let operationName = "Capital"
    static let document = "query Capital($code: ID!) { country(code: $code) { name capital } }"
    /// These tests use no cache.
    static let selections: OperationSelections? = nil
    let variables: Variables

    init(code: String) { variables = Variables(code: code) }
}
