import Foundation

/// Turns a reply body into a typed `GraphQLResponse`, classifying everything a server can send.
enum ResponseDecoding {
    /// `data` and `errors`, remembering which keys were present.
    private struct Envelope<ResponseData: Decodable>: Decodable {
        let data: ResponseData?
        let errors: [GraphQLResponseError]?
        let hasData: Bool

        enum CodingKeys: String, CodingKey { case data, errors }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            hasData = container.contains(.data)
            errors = try container.decodeIfPresent([GraphQLResponseError].self, forKey: .errors)
            data = try container.decodeIfPresent(ResponseData.self, forKey: .data)
        }
    }

    /// Decodes a reply for an operation named `operationName`; partial data with errors is kept.
    static func decode<ResponseData: Decodable & Sendable>(
        _ type: ResponseData.Type, from reply: TransportReply, operationName: String?
    ) throws(GraphQLClientError) -> GraphQLResponse<ResponseData> {
        let body = reply.body
        guard let first = body.first(where: { !Self.isWhitespace($0) }) else {
            throw .malformedResponse("the body is empty (HTTP \(reply.statusCode))")
        }
        guard first == UInt8(ascii: "{") else {
            throw .malformedResponse("the body is not JSON: \(excerpt(of: body))")
        }
        let envelope: Envelope<ResponseData>
        do {
            envelope = try JSONDecoder().decode(Envelope<ResponseData>.self, from: body)
        } catch let error as DecodingError {
            throw .malformedResponse(describe(error, operationName: operationName, body: body))
        } catch {
            throw .malformedResponse(String(describing: error))
        }
        let errors = envelope.errors ?? []
        guard envelope.hasData || envelope.errors != nil else {
            throw .malformedResponse("the JSON has neither \"data\" nor \"errors\": \(excerpt(of: body))")
        }
        guard let data = envelope.data else {
            if errors.isEmpty { throw .noData }
            throw .graphQLErrors(errors)
        }
        return GraphQLResponse(data: data, errors: errors, source: reply.source)
    }

    /// Whether a body is a JSON object with `data` or `errors`: a GraphQL response even under a 4xx status.
    static func isGraphQLShaped(_ body: Data) -> Bool {
        guard let object = try? JSONDecoder().decode([String: JSONValue].self, from: body) else { return false }
        return object["data"] != nil || object["errors"] != nil
    }

    /// The first 200 characters of a body, on one line, for error messages.
    static func excerpt(of body: Data) -> String {
        let text = String(decoding: body.prefix(200), as: UTF8.self)
            .replacingOccurrences(of: "\n", with: " ")
            .trimmingCharacters(in: .whitespaces)
        return body.count > 200 ? text + "…" : text
    }

    private static func describe(_ error: DecodingError, operationName: String?, body: Data) -> String {
        let subject = operationName.map { "the data does not match \($0)" } ?? "the data is not as expected"
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "the body is not valid JSON (truncated?): \(excerpt(of: body))"
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

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
