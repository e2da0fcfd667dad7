import Foundation
import HTTPTypes
import Hummingbird

/// Which web pages may read the server's answers (CORS), as graphql-yoga's default allows any.
public enum CORSPolicy: Sendable, Equatable {
    /// `Access-Control-Allow-Origin: *` (the default).
    case anyOrigin
    /// Only these origins (`https://example.com`), each echoed back with `Vary: Origin`.
    case origins([String])
    /// No CORS headers: pages on other origins cannot read the answers.
    case off

    /// How long a browser may keep a preflight's answer.
    public static let preflightMaxAge = 86_400

    /// The request headers a preflight allows: those a GraphQL client sends, Apollo's included.
    static let allowedHeaders: [HTTPField.Name] = [
        .accept, .authorization, .contentType, .origin, .ifNoneMatch,
        HTTPField.Name("apollographql-client-name"), HTTPField.Name("apollographql-client-version"),
        HTTPField.Name("apollo-require-preflight"), HTTPField.Name("x-apollo-operation-name"),
        HTTPField.Name("x-requested-with"),
    ].compactMap { $0 }

    /// Whether an answer's CORS headers depend on the request's `Origin` beyond its presence: only listed origins
    /// are echoed.
    var dependsOnOrigin: Bool {
        if case .origins = self { true } else { false }
    }

    /// Adds Hummingbird's CORS middleware to `router`, as this policy says.
    func add<Context: RequestContext>(to router: Router<Context>) {
        let allowOrigin: CORSMiddleware<Context>.AllowOriginExtended
        switch self {
        case .off: return
        case .anyOrigin: allowOrigin = .all
        case .origins(let listed):
            // Hummingbird's list of origins is variadic only, so the origins not listed are taken out of the
            // request before its middleware echoes what is left.
            router.add(middleware: UnlistedOriginRemoval(listed: Set(listed)))
            allowOrigin = .originBased
        }
        router.add(middleware: CORSMiddleware(
            allowOrigin: allowOrigin, allowHeaders: Self.allowedHeaders, allowMethods: [.get, .post, .head, .options],
            maxAge: .seconds(Int64(Self.preflightMaxAge))
        ))
    }
}

/// Removes an `Origin` header that names no listed origin, so that the CORS middleware grants it nothing; and
/// merges the `Vary` that middleware appends into the one the answer has, so that `Origin` is named once.
struct UnlistedOriginRemoval<Context: RequestContext>: RouterMiddleware {
    let listed: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var request = request
        if let origin = request.headers[.origin], !listed.contains(origin) {
            var head = request.head
            head.headerFields[.origin] = nil
            request = Request(head: head, body: request.body)
        }
        var response = try await next(request, context)
        var names: [String] = []
        for value in response.headers[values: .vary] {
            for name in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
            where !names.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
                names.append(name)
            }
        }
        if !names.isEmpty { response.headers[.vary] = names.joined(separator: ", ") }
        return response
    }
}
