import Foundation
import Synchronization

/// The last ETag and body of each GET a transport sent, so that sending the same GET again asks
/// `If-None-Match` and a 304 is answered from the body kept: a refresh that changed nothing downloads nothing.
///
/// Bounded: at most `capacity` URLs and `maxBytes` of bodies; past either, it is emptied rather than grown.
final class EntityTagStore: Sendable {
    /// The most URLs kept.
    static let capacity = 64
    /// The most bytes of bodies kept.
    static let maxBytes = 16 << 20

    private struct Kept {
        var entries: [URL: (tag: String, body: Data)] = [:]
        var bytes = 0
    }

    private let kept = Mutex(Kept())

    /// The entity tag of the body kept for `url`.
    func tag(for url: URL) -> String? {
        kept.withLock { $0.entries[url]?.tag }
    }

    /// The body kept for `url`.
    func body(for url: URL) -> Data? {
        kept.withLock { $0.entries[url]?.body }
    }

    /// Keeps `body` under `tag` for `url`.
    func remember(_ tag: String, body: Data, for url: URL) {
        guard body.count <= Self.maxBytes / 8 else { return }
        kept.withLock { kept in
            if kept.entries.count >= Self.capacity || kept.bytes + body.count > Self.maxBytes { kept = Kept() }
            kept.bytes += body.count - (kept.entries[url]?.body.count ?? 0)
            kept.entries[url] = (tag, body)
        }
    }
}
