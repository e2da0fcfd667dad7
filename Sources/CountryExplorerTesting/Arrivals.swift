import Synchronization

/// What a sequence or a callback delivered, collected from any thread, for a test to wait on.
///
/// A wait ends when an arrival makes its condition true (a continuation resumed by `append`), not after
/// some time; its deadline only bounds a test that is going to fail.
public final class Arrivals<Element: Sendable>: Sendable {
    private struct Waiter {
        let condition: @Sendable ([Element]) -> Bool
        let continuation: CheckedContinuation<[Element], Never>
        /// Gives up at the deadline; cancelled once the condition holds.
        var timer: Task<Void, Never>?
    }

    private struct State {
        var items: [Element] = []
        var waiters: [Int: Waiter] = [:]
        var nextWaiter = 0
    }

    private let state = Mutex(State())

    /// How long a wait lasts at most before it gives up and returns what arrived: only a failing test waits
    /// that long, so it is loose enough for a machine busy with the whole suite.
    public static var deadline: Duration { .seconds(300) }

    /// Creates an empty collection.
    public init() {}

    /// Adds an arrival and resumes every wait whose condition it fulfils.
    public func append(_ item: Element) {
        let (fulfilled, items) = state.withLock { state in
            state.items.append(item)
            let items = state.items
            let fulfilled = state.waiters.filter { $0.value.condition(items) }
            for id in fulfilled.keys { state.waiters[id] = nil }
            return (fulfilled.values, items)
        }
        for waiter in fulfilled {
            waiter.timer?.cancel()
            waiter.continuation.resume(returning: items)
        }
    }

    /// Everything that arrived so far.
    public var all: [Element] { state.withLock { $0.items } }

    /// Waits until `condition` holds for the arrivals, or `deadline` passed, and returns them.
    public func wait(until condition: @escaping @Sendable ([Element]) -> Bool) async -> [Element] {
        await withCheckedContinuation { continuation in
            let id: Int? = state.withLock { state in
                if condition(state.items) {
                    continuation.resume(returning: state.items)
                    return nil
                }
                let id = state.nextWaiter
                state.nextWaiter += 1
                state.waiters[id] = Waiter(condition: condition, continuation: continuation)
                return id
            }
            guard let id else { return }
            let timer = Task { [weak self] in
                guard (try? await Task.sleep(for: Self.deadline)) != nil else { return }
                self?.giveUp(id)
            }
            state.withLock { $0.waiters[id]?.timer = timer }
        }
    }

    /// Waits until at least `count` arrived, or `deadline` passed.
    public func wait(for count: Int) async -> [Element] {
        await wait { $0.count >= count }
    }

    private func giveUp(_ id: Int) {
        let (waiter, items) = state.withLock { ($0.waiters.removeValue(forKey: id), $0.items) }
        waiter?.continuation.resume(returning: items)
    }
}
