import BoundedStorage
import Foundation

/// The last ETag and body of each GET a transport sent, so that sending the same GET again asks
/// `If-None-Match` and a 304 is answered from the body kept: a refresh that changed nothing downloads nothing.
///
/// Bounded: at most `capacity` URLs and `maxBytes` of bodies; past either, it is emptied rather than grown.
final class EntityTagStore: Sendable {
    /// The most URLs kept.
    static let capacity = 64
    /// The most bytes of bodies kept.
    static let maxBytes = 16 << 20

    private struct Kept: Sendable {
        let tag: String
        let body: Data
    }

    private let kept = BoundedStore<URL, Kept>(capacity: capacity, maxBytes: maxBytes)

    /// The entity tag of the body kept for `url`.
    func tag(for url: URL) -> String? {
        kept.value(for: url)?.tag
    }

    /// The body kept for `url`.
    func body(for url: URL) -> Data? {
        kept.value(for: url)?.body
    }

    /// Keeps `body` under `tag` for `url`.
    func remember(_ tag: String, body: Data, for url: URL) {
        kept.remember(Kept(tag: tag, body: body), for: url, cost: body.count)
    }
}
