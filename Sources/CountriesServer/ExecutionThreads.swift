import NIOCore
import NIOPosix
import Synchronization

/// Threads of their own for GraphQL executions, so that an execution that keeps a CPU busy, or ignores
/// cancellation, never starves the server's own tasks: answers and shutdown run on Swift's cooperative pool,
/// which on a small machine has only a thread or two, and the request deadlines' timers on a thread of their own.
final class ExecutionThreads: Sendable {
    /// The process's executions: four threads per core, so that the kernel shares the CPUs between a few
    /// runaway executions and the normal ones beside them.
    static let shared = ExecutionThreads(count: 4 * System.coreCount)
    /// The request deadlines' timers: a thread that only ever settles an outcome and cancels an execution, so
    /// that a deadline fires on time however busy the executions and the cooperative pool are.
    static let timers = ExecutionThreads(count: 1)

    private let pool: NIOThreadPool

    /// Starts `count` threads, which live as long as the process.
    init(count: Int) {
        pool = NIOThreadPool(numberOfThreads: max(1, count))
        pool.start()
    }

    /// A new lane for one execution: its tasks run one at a time, on one of these threads at a time, so that an
    /// execution that spawns a flood of tasks holds one thread, not the queue every other execution waits in.
    func lane() -> ExecutionLane {
        ExecutionLane(pool: pool)
    }
}

/// A serial task executor over a thread pool: one execution's tasks, in order, on at most one thread at a time.
final class ExecutionLane: TaskExecutor {
    private struct Queue {
        var jobs: [UnownedJob] = []
        var next = 0
        var draining = false
    }

    private let pool: NIOThreadPool
    private let queue = Mutex(Queue())

    fileprivate init(pool: NIOThreadPool) {
        self.pool = pool
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let startDraining = queue.withLock { queue in
            queue.jobs.append(job)
            guard !queue.draining else { return false }
            queue.draining = true
            return true
        }
        if startDraining { pool.submit { _ in self.drain() } }
    }

    /// Runs jobs until none is left; a job enqueued meanwhile is run by this same drain.
    private func drain() {
        let executor = asUnownedTaskExecutor()
        while let job = nextJob() {
            job.runSynchronously(on: executor)
        }
    }

    private func nextJob() -> UnownedJob? {
        queue.withLock { queue in
            guard queue.next < queue.jobs.count else {
                queue.jobs.removeAll(keepingCapacity: true)
                queue.next = 0
                queue.draining = false
                return nil
            }
            let job = queue.jobs[queue.next]
            queue.next += 1
            // Drop the run jobs now and then, so that a lane that never empties does not grow for ever.
            if queue.next >= 1024, queue.next * 2 >= queue.jobs.count {
                queue.jobs.removeFirst(queue.next)
                queue.next = 0
            }
            return job
        }
    }
}
