import Synchronization

/// Remembered values bounded both in count and in bytes, so that hostile input cannot fill memory through a
/// cache: when adding a value would pass either bound the store is emptied rather than grown (what it holds can
/// always be computed or fetched again), and a value costing more than an eighth of the byte bound is never kept.
///
/// The one "empty it when full" cache of the package: the engine's documents, plans and responses, the server's
/// persisted queries, and the client's cache plans and entity tags.
public final class BoundedStore<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Table {
        var entries: [Key: (value: Value, cost: Int)] = [:]
        var bytes = 0
    }

    /// The most values held at once.
    public let capacity: Int
    /// The most bytes held at once, as their costs estimate them.
    public let maxBytes: Int
    private let table = Mutex(Table())

    /// A store of at most `capacity` values costing `maxBytes` in all.
    public init(capacity: Int, maxBytes: Int) {
        self.capacity = capacity
        self.maxBytes = maxBytes
    }

    /// The value remembered for `key`.
    public func value(for key: Key) -> Value? {
        table.withLock { $0.entries[key]?.value }
    }

    /// Remembers `value`, which holds about `cost` bytes, in place of any value `key` had.
    public func remember(_ value: Value, for key: Key, cost: Int) {
        guard cost <= maxBytes / 8 else { return }
        table.withLock { table in
            let previous = table.entries[key]
            if previous == nil && table.entries.count >= capacity || table.bytes - (previous?.cost ?? 0) + cost > maxBytes {
                // A fresh table, not one emptied in place: its storage is given back too.
                table = Table()
            }
            table.bytes += cost - (table.entries.updateValue((value, cost), forKey: key)?.cost ?? 0)
        }
    }

    /// How many values and estimated bytes are held.
    public var usage: (count: Int, bytes: Int) {
        table.withLock { ($0.entries.count, $0.bytes) }
    }
}
