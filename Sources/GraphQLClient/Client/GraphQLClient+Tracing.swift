import Foundation

extension GraphQLClient {
    /// Carries out `policy` for `request` as `carryOut` does, and records it: each answer carries the record of
    /// how it was obtained, and the log keeps it, or the failure when the policy ends in one.
    func run<Element: Sendable>(
        _ request: GraphQLRequest, policy: CachePolicy, tracking: Bool = false, reader: AnswerReader<Element>,
        emit: (GraphQLResponse<Element>, CacheAnswer) -> Void
    ) async throws(GraphQLClientError) {
        let startedAt = now()
        let recorder = RequestRecorder()
        do {
            try await RequestRecorder.$current.withValue(recorder) {
                try await carryOut(request, policy: policy, tracking: tracking, reader: reader) { response, answer in
                    var traced = response
                    traced.trace = record(request, policy: policy, startedAt: startedAt, recorder: recorder, answer: answer.response)
                    emit(traced, answer)
                }
            }
        } catch {
            let error = error as? GraphQLClientError ?? .cancelled
            // A cancelled request tells nothing about the server, and would crowd the log when screens change.
            if error != .cancelled {
                _ = record(request, policy: policy, startedAt: startedAt, recorder: recorder, failure: error.description)
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

    /// The fallback's answer to `request` now, recorded: the stand-in asked, and its reply read by `reader`.
    func recordedFallbackAnswer<Element: Sendable>(
        _ request: GraphQLRequest, through fallback: any GraphQLTransport, reason: FallbackReason, reader: AnswerReader<Element>
    ) async throws(GraphQLClientError) -> GraphQLResponse<Element> {
        let startedAt = now()
        let recorder = RequestRecorder()
        do {
            return try await RequestRecorder.$current.withValue(recorder) {
                let raw = try await send(request, through: fallback, reason: reason)
                var response = try accepted(raw, reader: reader)
                response.trace = record(request, policy: nil, startedAt: startedAt, recorder: recorder, answer: raw)
                return response
            }
        } catch {
            throw error as? GraphQLClientError ?? .cancelled
        }
    }

    /// The one place a request's record is made, from what its recorder noted, and kept in the log.
    private func record(
        _ request: GraphQLRequest, policy: CachePolicy?, startedAt: Date, recorder: RequestRecorder, answer: RawResponse? = nil,
        failure: String? = nil
    ) -> AnswerTrace {
        let trace = log.append { id in
            AnswerTrace(
                id: id, operationName: request.operationName, operationType: request.operationType, document: request.query,
                variables: request.variables, policy: policy, origin: answer?.origin, startedAt: startedAt,
                duration: elapsed(since: startedAt), data: answer?.data, errors: answer?.errors ?? [], failure: failure,
                attempts: recorder.attempts, refusal: recorder.refusal
            )
        }
        onRecord?(trace)
        return trace
    }
}
