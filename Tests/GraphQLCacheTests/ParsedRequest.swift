import Foundation
import GraphQLClient
import SelectionsFromSyntax

extension GraphQLRequest {
    /// An ad-hoc request carrying the selections of its only operation, which GraphQLSwift parses and
    /// `SelectionTranslation` turns into the cache's model, as `query --document` does.
    init(parsing text: String, variables: Data = Data("{}".utf8)) throws {
        self.init(query: text, variables: variables, selections: try SelectionTranslation.selections(parsing: text))
    }
}
