// Running an input's async work to its end on libFuzzer's own thread.
import Dispatch
import Synchronization

/// Runs `operation` in a task whose jobs all run on the calling thread, and returns its result once the task is
/// over, its teardown included.
///
/// Every input then runs from start to end on libFuzzer's thread, and nothing of it is still running (or being
/// freed) elsewhere when the callback returns. That matters to the leak check: libFuzzer compares the mallocs and
/// frees of one input and, when they differ, runs the input again with LeakSanitizer disabled on its own thread
/// and then scans the heap. With the work on the cooperative pool, objects still being released there were
/// reported as leaks (a rejection's body, `Data` whose storage pointer carries enum tag bits that the scan does
/// not recognise), about one report every few minutes, none reproducible.
public func runOnCallerThread<Result: Sendable>(_ operation: @escaping @Sendable () async -> Result) -> Result {
    let executor = CallerThreadExecutor()
    let outcome = Outcome<Result>()
    do {
        let errand = Errand(operation: operation, outcome: outcome, executor: executor)
        Task(executorPreference: executor) { [errand] in
            errand.outcome.deliver(await errand.operation())
        }
    }
    executor.run(until: { outcome.isOver })
    guard let result = outcome.result else { fatalError("the task ended without a result") }
    return result
}

/// Runs the jobs of the tasks that prefer it on the thread that calls `run`.
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

/// What the calling thread reads back: the result, and whether the task is over.
private final class Outcome<Result: Sendable>: Sendable {
    private let state = Mutex<(result: Result?, isOver: Bool)>((nil, false))

    var result: Result? { state.withLock { $0.result } }
    var isOver: Bool { state.withLock { $0.isOver } }

    func deliver(_ result: Result) { state.withLock { $0.result = result } }
    func markOver() { state.withLock { $0.isOver = true } }
}

/// The task's only capture. Its deinit runs when the finished task releases its closure, which is when the task
/// is over.
private final class Errand<Result: Sendable>: Sendable {
    let operation: @Sendable () async -> Result
    let outcome: Outcome<Result>
    let executor: CallerThreadExecutor

    init(operation: @escaping @Sendable () async -> Result, outcome: Outcome<Result>, executor: CallerThreadExecutor) {
        self.operation = operation
        self.outcome = outcome
        self.executor = executor
    }

    deinit {
        outcome.markOver()
        executor.wake.signal()
    }
}
