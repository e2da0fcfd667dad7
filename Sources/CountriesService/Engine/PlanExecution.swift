import Foundation
import GraphQL

/// Runs a compiled plan for one request and encodes the whole response body.
struct PlanExecution {
    let schema: GraphQLSchema
    let data: EngineData
    let coercion: InputCoercion

    /// The response body of `plan` with the request's coerced `variables`.
    func run(_ plan: ExecutionPlan, variables: [String: Map]) async -> Data {
        var errors: [GraphQLError] = []
        var introspection: [String: [UInt8]] = [:]
        if let part = plan.introspection {
            (introspection, errors) = await Self.introspect(part, schema: schema, variables: variables)
        }
        var writer = ResponseWriter(
            data: data, plan: plan, arguments: BoundArgument.bind(plan, variables: variables, data: data, coercion: coercion),
            introspection: introspection
        )
        return Data(writer.body(errorsBefore: errors))
    }

    /// Runs the introspection part on GraphQLSwift's executor: each root field's encoded value, by the operation's
    /// response key, and the errors with the operation's keys in their paths.
    private static func introspect(
        _ part: IntrospectionPart, schema: GraphQLSchema, variables: [String: Map]
    ) async -> ([String: [UInt8]], [GraphQLError]) {
        var encoded: [String: [UInt8]] = [:]
        var partErrors: [GraphQLError] = []
        for document in part.documents {
            let result: GraphQLResult
            do {
                result = try await GraphQL.execute(
                    schema: schema, documentAST: document, rootValue: (), context: (), variableValues: variables
                )
            } catch {
                partErrors.append(GraphQLError(error))
                continue
            }
            for (partKey, value) in result.data?.dictionary ?? [:] {
                encoded[partKey] = ResponseEncoding.value(IntrospectionText.normalized(value))
            }
            partErrors += result.errors
        }
        var values: [String: [UInt8]] = [:]
        var errors: [GraphQLError] = []
        for (key, partKey) in part.keys {
            values[key] = encoded[partKey]
        }
        for error in partErrors {
            guard case .key(let partKey)? = error.path.elements.first else {
                errors.append(error)
                continue
            }
            for (key, shared) in part.keys where shared == partKey {
                errors.append(GraphQLError(
                    message: error.message, locations: error.locations,
                    path: IndexPath([IndexPathValue.key(key)] + error.path.elements.dropFirst()), extensions: error.extensions
                ))
            }
        }
        return (values, errors)
    }
}
