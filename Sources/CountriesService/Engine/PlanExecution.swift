import Foundation
import GraphQL

/// Runs a compiled plan for one request and encodes the whole response body.
struct PlanExecution {
    let schema: GraphQLSchema
    let data: EngineData

    /// The response body of `plan` with the request's coerced `variables`.
    func run(_ plan: ExecutionPlan, variables: [String: Map]) async -> Data {
        var errors: [GraphQLError] = []
        var introspection: [String: [UInt8]] = [:]
        if let part = plan.introspection {
            (introspection, errors) = await Self.introspect(part, schema: schema, variables: variables)
        }
        var writer = ResponseWriter(
            data: data, plan: plan, arguments: BoundArgument.bind(plan, variables: variables, data: data),
            introspection: introspection, capacity: 256
        )
        let complete = writer.writeData()
        errors += writer.errors
        var body: [UInt8] = []
        body.reserveCapacity(writer.bytes.count + 32)
        JSONBytes.appendLiteral(#"{"data":"#, to: &body)
        if complete {
            body.append(contentsOf: writer.bytes)
        } else {
            JSONBytes.appendLiteral("null", to: &body)
        }
        if !errors.isEmpty {
            JSONBytes.appendLiteral(#","errors":"#, to: &body)
            body.append(contentsOf: ResponseEncoding.errors(errors))
        }
        body.append(UInt8(ascii: "}"))
        return Data(body)
    }

    /// Runs the introspection part on GraphQLSwift's executor: each root field's encoded value, by response key.
    private static func introspect(
        _ part: IntrospectionPart, schema: GraphQLSchema, variables: [String: Map]
    ) async -> ([String: [UInt8]], [GraphQLError]) {
        let result: GraphQLResult
        do {
            result = try await GraphQL.execute(
                schema: schema, documentAST: part.document, rootValue: (), context: (), variableValues: variables
            )
        } catch {
            return ([:], [GraphQLError(error)])
        }
        var values: [String: [UInt8]] = [:]
        for (key, value) in result.data?.dictionary ?? [:] {
            values[key] = ResponseEncoding.value(value)
        }
        return (values, result.errors)
    }
}
