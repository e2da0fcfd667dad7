import Explorer
import Foundation
import Synchronization

/// The aliases and the world map, read on a thread of their own while the explorer's engine starts: the first frame
/// waits for all three, and the engine's thread that reads the dataset takes longer than its other thread and these
/// two together, so that on two cores they cost the first frame nothing.
public final class BundledStartData: Sendable {
    private let loaded = Mutex<(aliases: CountryAliases, worldMap: WorldMap)?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading them.
    public init() {
        // A thread of its own, not the pool's: the caller blocks its own thread while the engine starts.
        Thread.detachNewThread { [self] in
            let read = (aliases: BundledAliases.load(), worldMap: BundledWorldMap.load())
            loaded.withLock { $0 = read }
            done.signal()
        }
    }

    /// The aliases and the map, once read.
    public func wait() -> (aliases: CountryAliases, worldMap: WorldMap) {
        if let read = loaded.withLock({ $0 }) { return read }
        done.wait()
        done.signal()
        guard let read = loaded.withLock({ $0 }) else { preconditionFailure("signalled before the data was kept") }
        return read
    }
}
