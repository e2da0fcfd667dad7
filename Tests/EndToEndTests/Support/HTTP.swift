import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A raw HTTP exchange for end-to-end tests.
struct HTTPExchange: Sendable {
    let status: Int
    let contentType: String?
    let body: Data
    /// The response's headers, by lowercased name.
    var headers: [String: String] = [:]

    /// The body as a JSON object.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }

    /// The first error message of a GraphQL-shaped body.
    var firstErrorMessage: String? {
        ((json["errors"] as? [[String: Any]])?.first?["message"]) as? String
    }

    /// Whether the body is a GraphQL request error (errors and no `data`) in the `application/json` media type,
    /// which answers it 200.
    var isRequestError: Bool {
        status == 200 && json["errors"] != nil && json["data"] == nil
    }

    /// Sends one request and waits for the reply, at most `timeout` seconds.
    static func send(
        _ url: URL, method: String = "POST", body: Data? = nil,
        headers: [String: String] = ["Content-Type": "application/json"], timeout: TimeInterval = 10
    ) async throws -> HTTPExchange {
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as? HTTPURLResponse
        var fields: [String: String] = [:]
        for case let (name as String, value as String) in http?.allHeaderFields ?? [:] { fields[name.lowercased()] = value }
        return HTTPExchange(
            status: http?.statusCode ?? 0, contentType: http?.value(forHTTPHeaderField: "Content-Type"), body: data,
            headers: fields
        )
    }

    /// POSTs a GraphQL request as JSON.
    static func graphQL(
        _ url: URL, query: String, variables: [String: Any]? = nil, operationName: String? = nil,
        accept: String? = nil, timeout: TimeInterval = 10
    ) async throws -> HTTPExchange {
        var payload: [String: Any] = ["query": query]
        if let variables { payload["variables"] = variables }
        if let operationName { payload["operationName"] = operationName }
        var headers = ["Content-Type": "application/json"]
        if let accept { headers["Accept"] = accept }
        return try await send(url, body: JSONSerialization.data(withJSONObject: payload), headers: headers, timeout: timeout)
    }
}
