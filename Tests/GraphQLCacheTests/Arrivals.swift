import Synchronization

/// What a sequence or a callback delivered, collected from any thread, for a test to wait on.
final class Arrivals<Element: Sendable>: Sendable {
    private let items = Mutex<[Element]>([])

    /// Adds an arrival.
    func append(_ item: Element) { items.withLock { $0.append(item) } }

    /// Everything that arrived so far.
    var all: [Element] { items.withLock { $0 } }

    /// Waits until `condition` holds for the arrivals, or about two seconds passed, and returns them.
    func wait(until condition: ([Element]) -> Bool) async -> [Element] {
        for _ in 0..<200 where !condition(all) {
            try? await Task.sleep(for: .milliseconds(10))
        }
        return all
    }

    /// Waits until at least `count` arrived, or about two seconds passed.
    func wait(for count: Int) async -> [Element] {
        await wait { $0.count >= count }
    }
}
