import Foundation
import GraphQL

/// Runs a compiled plan for one request and encodes the whole response body.
struct PlanExecution {
    let parity: GraphQLParity
    let data: EngineData
    let coercion: InputCoercion

    /// The response body of `plan` with the request's coerced `variables`; errors are located in `documentText`.
    func run(_ plan: ExecutionPlan, variables: [String: Map], documentText: DocumentText) async -> Data {
        var errors: [String: [GraphQLError]] = [:]
        var values: [String: [UInt8]] = [:]
        if let part = plan.introspection {
            (values, errors) = parity.introspect(part, variables: variables, coercion: coercion, documentText: documentText)
        }
        var writer = ResponseWriter(
            data: data, plan: plan, arguments: BoundArgument.bind(plan, variables: variables, data: data, coercion: coercion),
            introspection: values, introspectionErrors: errors, documentText: documentText
        )
        return Data(writer.body())
    }
}
