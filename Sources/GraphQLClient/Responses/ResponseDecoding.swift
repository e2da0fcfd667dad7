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
            parsed = try JSONValue(parsing: body, duplicateKeys: .refuse)
        } catch {
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
                errors = try list.decoded(as: [GraphQLResponseError].self)
            } catch let error as DecodingError {
                throw .malformedResponse(describe(error, subject: "the errors are not as GraphQL describes them"))
            } catch {
                throw .malformedResponse(String(describing: error))
            }
        }
        var data = members["data"]
        if data == .null { data = .none }
        return RawResponse(data: data, errors: errors, source: reply.source, origin: origin(of: reply))
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
    static func typed<ResponseData: Decodable & Sendable>(
        _ type: ResponseData.Type, from raw: RawResponse, operationName: String?
    ) throws(GraphQLClientError) -> GraphQLResponse<ResponseData> {
        guard let data = raw.data else {
            if raw.errors.isEmpty { throw .noData }
            throw .graphQLErrors(raw.errors)
        }
        if let readable = ResponseData.self as? any JSONValueReadable.Type,
           let typed = readable.init(jsonValue: data) as? ResponseData {
            return GraphQLResponse(data: typed, errors: raw.errors, source: raw.source)
        }
        // The slow path, for types without the fast one and for data that does not match: Foundation's decoder
        // says why.
        do {
            let typed = try data.decoded(as: ResponseData.self)
            return GraphQLResponse(data: typed, errors: raw.errors, source: raw.source)
        } catch let error as DecodingError {
            let subject = operationName.map { "the data does not match \($0)" } ?? "the data is not as expected"
            throw .malformedResponse(describe(error, subject: subject, under: "data"))
        } catch {
            throw .malformedResponse(String(describing: error))
        }
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

    private static func describe(_ error: DecodingError, subject: String, under root: String? = nil) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            ((root.map { [$0] } ?? []) + keys.map { $0.intValue.map(String.init) ?? $0.stringValue }).joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(subject): expected \(type) at \(path(context.codingPath))"
        case .valueNotFound(let type, let context):
            return "\(subject): missing \(type) at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "\(subject): missing field \(path(context.codingPath + [key]))"
        case .dataCorrupted(let context):
            return "\(subject): \(context.debugDescription) at \(path(context.codingPath))"
        @unknown default:
            return "\(subject): \(error)"
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}

extension JSONValue {
    /// The value decoded as `type` by Foundation's `JSONDecoder`, from its JSON text.
    func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: jsonData)
    }
}
