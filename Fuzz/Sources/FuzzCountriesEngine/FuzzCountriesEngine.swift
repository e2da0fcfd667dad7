// libFuzzer entry point: every input is run through CountriesEngine's guard, parser, validator, variable
// coercion, plan compiler and executor, exactly as a request from the server would be.
//
// Input format: the GraphQL document, read as UTF-8 (invalid bytes replaced, as a lossy decoder would).
// When the input contains NUL bytes, it is split at them:
//
//     document \0 variables-as-JSON-object [\0 operationName]
//
// so that one corpus fuzzes both documents and the coercion of variables against them. Variables that are not
// a JSON object are dropped (the server refuses them before the engine sees them).
//
// Besides crashes (traps, sanitizer reports), hangs and memory blow-ups (libFuzzer's -timeout and
// -rss_limit_mb), a response body that is not a JSON object with "data" or "errors" counts as a finding.
import CountriesEngine
import Foundation
import FuzzDriver
import GraphQL

/// Built once, before the first input: the schema and dataset are the same for every input. The memo is off so
/// that every input is really run; the engine's own bounded document and plan caches stay, as in the server.
private let service: CountriesEngine = {
    do {
        return try CountriesEngine(memoize: false)
    } catch {
        fatalError("CountriesEngine could not be built: \(error)")
    }
}()

@main
enum FuzzMain {
    static func main() {
        _ = service
        runLibFuzzer(fuzzCountriesEngine)
    }
}

/// The request an input stands for.
private func request(from bytes: UnsafeRawBufferPointer) -> GraphQLServiceRequest {
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    let document = String(decoding: parts.first ?? bytes[...], as: UTF8.self)
    var variables: [String: Map] = [:]
    var operationName: String?
    if parts.count > 1, case .dictionary(let values)? = try? JSONRequestValue.decode(Data(parts[1])) {
        variables = Dictionary(values.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
    if parts.count > 2 {
        operationName = String(decoding: parts[2], as: UTF8.self)
    }
    return GraphQLServiceRequest(query: document, operationName: operationName, variables: variables)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCountriesEngine(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let request = request(from: UnsafeRawBufferPointer(start: start, count: count))
    check(runOnCallerThread { await service.execute(request) })
    return 0
}

/// Every response, accepted or not, must be a JSON object carrying `data` or `errors`; a rejected one must
/// carry errors.
private func check(_ response: GraphQLServiceResponse) {
    let body: Any
    do {
        body = try JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed])
    } catch {
        fatalError("response body is not JSON (\(error)): \(String(decoding: response.body.prefix(500), as: UTF8.self))")
    }
    guard let object = body as? [String: Any] else {
        fatalError("response body is not a JSON object: \(String(decoding: response.body.prefix(500), as: UTF8.self))")
    }
    guard object["data"] != nil || object["errors"] != nil else {
        fatalError("response has neither data nor errors: \(String(decoding: response.body.prefix(500), as: UTF8.self))")
    }
    if response.outcome == .rejected, object["errors"] == nil {
        fatalError("rejected response without errors: \(String(decoding: response.body.prefix(500), as: UTF8.self))")
    }
}
