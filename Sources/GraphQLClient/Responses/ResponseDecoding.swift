import Foundation
import JSONCore

/// Turns a reply body into a response, classifying everything a server can send, and types its data.
enum ResponseDecoding {
    /// Parses a reply into its `data` and `errors`, failing when it is not a GraphQL response.
    static func raw(from reply: TransportReply) throws(GraphQLClientError) -> RawResponse {
        let body = reply.body
        guard let first = body.first(where: { !Self.isWhitespace($0) }) else {
            throw .malformedResponse("the body is empty (HTTP \(reply.statusCode))")
        }
        guard first == UInt8(ascii: "{") else {
            throw .malformedResponse("the body is not JSON: \(excerpt(of: body))")
        }
        let parsed: JSONValue
        do {
            // A repeated key would let the last one hide what the reply check was shown: refused, named.
            parsed = try JSONValue(parsing: body, duplicateKeys: .refuse, stoppingWhen: reply.deadline?.hasPassed)
        } catch {
            try reply.deadline?.check()
            let truncated = error.offset >= body.count ? " (truncated?)" : ""
            throw .malformedResponse("the body is not valid JSON\(truncated): \(error.message) at byte \(error.offset): \(excerpt(of: body))")
        }
        guard case .object(let members) = parsed else {
            throw .malformedResponse("the body is not a JSON object: \(excerpt(of: body))")
        }
        guard members["data"] != nil || members["errors"] != nil else {
            throw .malformedResponse("the JSON has neither \"data\" nor \"errors\": \(excerpt(of: body))")
        }
        var errors: [GraphQLResponseError] = []
        if let list = members["errors"], list != .null {
            do {
                errors = try [GraphQLResponseError](jsonValue: list)
            } catch {
                throw .malformedResponse("the errors are not as GraphQL describes them: \(error.under(.key("errors")))")
            }
        }
        var data = members["data"]
        if data == .null { data = .none }
        return RawResponse(data: data, errors: errors, source: reply.source, origin: origin(of: reply), deadline: reply.deadline)
    }

    /// Where a reply came from, as its trace shows it.
    private static func origin(of reply: TransportReply) -> AnswerOrigin? {
        switch reply.source {
        case .fallback(let reason): .bundled(reason, bytes: reply.body.count)
        case .network(let endpoint): .network(endpoint: endpoint, status: reply.statusCode, bytes: reply.body.count, exchange: reply.exchange)
        // A transport never claims the cache; the cache's answers are read, not received.
        case .cache: nil
        }
    }

    /// Types a raw response's data as an operation's `Data`; without data, its errors become the failure.
    static func typed<ResponseData: JSONValueReadable & Sendable>(
        _ type: ResponseData.Type, from raw: RawResponse, operationName: String?
    ) throws(GraphQLClientError) -> GraphQLResponse<ResponseData> {
        guard let data = raw.data else {
            if raw.errors.isEmpty { throw .noData }
            throw .graphQLErrors(raw.errors)
        }
        do {
            return GraphQLResponse(data: try ResponseData(jsonValue: data), errors: raw.errors, source: raw.source)
        } catch {
            throw mismatch(error, subject: operationName.map { "the data does not match \($0)" } ?? "the data is not as expected")
        }
    }

    /// The failure for data that does not read as expected: `subject`, then where under `data` and why.
    static func mismatch(_ error: JSONReadError, subject: String) -> GraphQLClientError {
        .malformedResponse("\(subject): \(error.under(.key("data")))")
    }

    /// Whether a body is a JSON object with `data` or `errors`: a GraphQL response even under a 4xx status.
    static func isGraphQLShaped(_ body: Data) -> Bool {
        guard case .object(let object)? = try? JSONValue(parsing: body) else { return false }
        return object["data"] != nil || object["errors"] != nil
    }

    /// The first 200 characters of a body, on one line, for error messages.
    static func excerpt(of body: Data) -> String {
        let text = String(decoding: body.prefix(200), as: UTF8.self)
            .replacingOccurrences(of: "\n", with: " ")
            .trimmingCharacters(in: .whitespaces)
        return body.count > 200 ? text + "…" : text
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
