import Foundation

extension GraphQLClient {
    /// Carries out `policy` for `request` as `carryOut` does, and traces it: each answer carries the record of
    /// how it was obtained, and the log keeps it, or the failure when the policy ends in one.
    func run<Element: Sendable>(
        _ request: GraphQLRequest, policy: CachePolicy, tracking: Bool = false, reader: AnswerReader<Element>,
        emit: (GraphQLResponse<Element>, CacheAnswer) -> Void
    ) async throws(GraphQLClientError) {
        let startedAt = now()
        do {
            try await carryOut(request, policy: policy, tracking: tracking, reader: reader) { response, answer in
                var traced = response
                traced.trace = log.append { id in
                    trace(id, request, policy: policy, startedAt: startedAt, answer: answer.response)
                }
                emit(traced, answer)
            }
        } catch {
            // A cancelled request tells nothing about the server, and would crowd the log when screens change.
            if error != .cancelled {
                _ = log.append { id in trace(id, request, policy: policy, startedAt: startedAt, failure: error.description) }
            }
            throw error
        }
    }

    /// The request log: the last `RequestLog.capacity` answers and failures, newest first.
    public func requestLog() -> [AnswerTrace] {
        log.traces.reversed()
    }

    /// The trace with this identifier, while the request log still holds it.
    public func trace(id: Int) -> AnswerTrace? {
        log.trace(id: id)
    }

    /// Logs the fallback's answer to `request`, given at once, and returns it carrying its trace.
    func traced<Element: Sendable>(
        _ response: GraphQLResponse<Element>, raw: RawResponse, request: GraphQLRequest, startedAt: Date
    ) -> GraphQLResponse<Element> {
        var traced = response
        traced.trace = log.append { id in trace(id, request, policy: nil, startedAt: startedAt, answer: raw) }
        return traced
    }

    private func trace(
        _ id: Int, _ request: GraphQLRequest, policy: CachePolicy?, startedAt: Date, answer: RawResponse? = nil, failure: String? = nil
    ) -> AnswerTrace {
        AnswerTrace(
            id: id, operationName: request.operationName, operationType: request.operationType, document: request.query,
            variables: request.variables, policy: policy, origin: answer?.origin, startedAt: startedAt,
            duration: .milliseconds(Int64((now().timeIntervalSince(startedAt) * 1000).rounded())),
            data: answer?.data, errors: answer?.errors ?? [], failure: failure
        )
    }
}
