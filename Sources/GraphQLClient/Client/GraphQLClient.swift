/// Runs operations through a transport and decodes their replies into typed responses.
public actor GraphQLClient {
    private let transport: any GraphQLTransport

    /// Creates a client sending through `transport`.
    public init(transport: any GraphQLTransport) {
        self.transport = transport
    }

    /// Fetches a generated operation. Throws when there is no data; partial data with errors is returned.
    public func fetch<Operation: GraphQLOperation>(
        _ operation: Operation
    ) async throws(GraphQLClientError) -> GraphQLResponse<Operation.Data> {
        let request = try GraphQLRequest(operation)
        let reply = try await transport.send(request)
        return try ResponseDecoding.decode(Operation.Data.self, from: reply, operationName: Operation.operationName)
    }

    /// Runs an ad-hoc request and returns its data as untyped JSON.
    public func fetchJSON(_ request: GraphQLRequest) async throws(GraphQLClientError) -> GraphQLResponse<JSONValue> {
        let reply = try await transport.send(request)
        return try ResponseDecoding.decode(JSONValue.self, from: reply, operationName: request.operationName)
    }
}
