// libFuzzer entry point: every input is run through CountriesService's guard, parser, validator, variable
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
import CountriesService
import Dispatch
import Foundation
import GraphQL
import Synchronization

/// Built once, before the first input: the schema and dataset are the same for every input. The memo is off so
/// that every input is really run; the engine's own bounded document and plan caches stay, as in the server.
///
/// GraphQLSwift 4.3.0 leaks reference cycles while it builds the schema (480 bytes in 6 allocations, under
/// `extendSchemaImpl` -> `valueFromAST`, from `CountriesSchema.make` and `SchemaIndex.init`), once per process.
/// libFuzzer's leak check runs LeakSanitizer over the whole heap, so that one-off would be charged to whichever
/// input first allocates more than it frees; LeakSanitizer is told to ignore what is allocated here, and a leak
/// while an input runs is still a finding.
private let service: CountriesService = {
    lsanDisable()
    defer { lsanEnable() }
    do {
        return try CountriesService(memoize: false)
    } catch {
        fatalError("CountriesService could not be built: \(error)")
    }
}()

/// LeakSanitizer's interface (sanitizer/lsan_interface.h): allocations between the two calls are never reported.
@_silgen_name("__lsan_disable") private func lsanDisable()
@_silgen_name("__lsan_enable") private func lsanEnable()

/// libFuzzer's driver, which libFuzzer's own `main` would call. SwiftPM links an executable target's entry point
/// in as `main`, so the target has one of its own that builds the service and hands the command line over.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt

@main
enum FuzzMain {
    static func main() {
        _ = service
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fuzzCountriesService))
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

/// Runs the jobs of the tasks that prefer it on the thread that calls `run`: libFuzzer's thread.
///
/// Every input then runs from start to end, task teardown included, on libFuzzer's thread, and nothing of it
/// is still running (or being freed) elsewhere when the callback returns. That matters to the leak check: libFuzzer
/// compares the mallocs and frees of one input and, when they differ, runs the input again with LeakSanitizer
/// disabled on its own thread and then scans the heap. With the work on the cooperative pool, objects still
/// being released there were reported as leaks (a rejection's body, `Data` whose storage pointer carries enum tag
/// bits that the scan does not recognise), about one report every few minutes, none reproducible.
private final class CallerThreadExecutor: TaskExecutor {
    private let jobs = Mutex<[UnownedJob]>([])
    /// Signalled once per job enqueued and once when the task is over.
    let wake = DispatchSemaphore(value: 0)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        wake.signal()
    }

    /// Runs jobs as they come until `isOver` holds and none is left.
    func run(until isOver: () -> Bool) {
        while true {
            wake.wait()
            if let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
                job.runSynchronously(on: asUnownedTaskExecutor())
            } else if isOver() {
                return
            }
        }
    }
}

/// What libFuzzer's thread reads back: the response, and whether the task is over.
private final class Outcome: Sendable {
    private let state = Mutex<(response: GraphQLServiceResponse?, isOver: Bool)>((nil, false))

    var response: GraphQLServiceResponse? { state.withLock { $0.response } }
    var isOver: Bool { state.withLock { $0.isOver } }

    func deliver(_ response: GraphQLServiceResponse) { state.withLock { $0.response = response } }
    func markOver() { state.withLock { $0.isOver = true } }
}

/// The task's only capture. Its deinit runs when the finished task releases its closure, which is when the task
/// is over.
private final class Errand: Sendable {
    let request: GraphQLServiceRequest
    let outcome: Outcome
    let executor: CallerThreadExecutor

    init(request: GraphQLServiceRequest, outcome: Outcome, executor: CallerThreadExecutor) {
        self.request = request
        self.outcome = outcome
        self.executor = executor
    }

    deinit {
        outcome.markOver()
        executor.wake.signal()
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCountriesService(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let executor = CallerThreadExecutor()
    let outcome = Outcome()
    do {
        let errand = Errand(
            request: request(from: UnsafeRawBufferPointer(start: start, count: count)), outcome: outcome, executor: executor
        )
        Task(executorPreference: executor) { [errand] in
            errand.outcome.deliver(await service.execute(errand.request))
        }
    }
    executor.run(until: { outcome.isOver })
    guard let response = outcome.response else { fatalError("the service gave no response") }
    check(response)
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
