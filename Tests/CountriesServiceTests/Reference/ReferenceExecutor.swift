@testable import CountriesService
import Foundation
import GraphQL

/// GraphQLSwift's own executor over the same SDL and data with `ReferenceResolvers`: the executor the engine
/// replaced, kept here as the reference its answers must match.
final class ReferenceExecutor: GraphQLExecuting {
    private let schema: GraphQLSchema

    /// Builds the schema from the bundled SDL and attaches a reference resolver to every field.
    init(dataset: CountriesDataset) throws {
        schema = try buildSchema(source: CountriesSchema.bundledSDL())
        for (typeName, resolvers) in ReferenceResolvers.table(for: dataset) {
            guard let type = schema.getType(name: typeName) as? GraphQLObjectType else {
                throw SchemaBuildError.resolverMismatch("the SDL has no object type \(typeName)")
            }
            let fields = try type.fields()
            for (name, field) in fields {
                guard let resolver = resolvers[name] else {
                    throw SchemaBuildError.resolverMismatch("no reference resolver for \(typeName).\(name)")
                }
                field.resolve = resolver
            }
            type.fields = { fields }
        }
    }

    /// Parses, validates and executes with GraphQLSwift; request errors are `rejected`, as the service does.
    func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
        let result: GraphQLResult
        do {
            result = try await graphql(
                schema: schema, request: request.query, variableValues: request.variables,
                operationName: request.operationName
            )
        } catch {
            return Self.response(GraphQLResult(errors: [GraphQLError(error)]), outcome: .rejected)
        }
        let rejected = result.data == nil && result.errors.allSatisfy { $0.path.elements.isEmpty }
        return Self.response(result, outcome: rejected ? .rejected : .executed)
    }

    private static func response(_ result: GraphQLResult, outcome: GraphQLServiceResponse.Outcome) -> GraphQLServiceResponse {
        let body = (try? GraphQLJSONEncoder().encode(result)) ?? Data()
        return GraphQLServiceResponse(body: body, outcome: outcome)
    }
}
