import Synchronization

/// Remembered values bounded both in count and in bytes, so that hostile requests cannot fill memory through a
/// cache: when adding a value would pass either bound the store is emptied rather than grown (the data is
/// static, so anything forgotten is only computed again), and a value costing more than an eighth of the byte
/// bound is never kept.
public final class BoundedStore<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Table {
        var entries: [Key: Value] = [:]
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
        table.withLock { $0.entries[key] }
    }

    /// Remembers `value`, which holds about `cost` bytes.
    public func remember(_ value: Value, for key: Key, cost: Int) {
        guard cost <= maxBytes / 8 else { return }
        table.withLock { table in
            if table.entries.count >= capacity || table.bytes + cost > maxBytes {
                // A fresh table, not one emptied in place: its storage is given back too.
                table = Table()
            }
            if table.entries.updateValue(value, forKey: key) == nil { table.bytes += cost }
        }
    }

    /// How many values and estimated bytes are held.
    public var usage: (count: Int, bytes: Int) {
        table.withLock { ($0.entries.count, $0.bytes) }
    }
}
