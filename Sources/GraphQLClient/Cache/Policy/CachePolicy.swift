/// Where a fetch may look for data and whether it stores what the network returns: Apollo's policies,
/// under their current names (the Apollo iOS 1.x names are accepted when parsing).
public enum CachePolicy: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The cache when it has every field (and they are fresh enough), else the network. The default.
    case cacheFirst
    /// The network, else (when the network fails) the cache.
    case networkFirst
    /// The network only; the result is stored. A network failure is the answer: no fallback.
    case networkOnly
    /// The cache only; a miss is an error.
    case cacheOnly
    /// The cache's answer first (if any), then the network's.
    case cacheAndNetwork
    /// The network only, and nothing is stored. A network failure is the answer: no fallback.
    case noStore

    /// The policy's Apollo iOS 1.x name.
    public var legacyName: String {
        switch self {
        case .cacheFirst: "returnCacheDataElseFetch"
        case .networkFirst: "networkFirst"
        case .networkOnly: "fetchIgnoringCacheData"
        case .cacheOnly: "returnCacheDataDontFetch"
        case .cacheAndNetwork: "returnCacheDataAndFetch"
        case .noStore: "fetchIgnoringCacheCompletely"
        }
    }

    /// The policy with this current or 1.x name, ignoring case.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let policy = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered || $0.legacyName.lowercased() == lowered })
        else { return nil }
        self = policy
    }

    /// Whether a network result may be written to the cache.
    public var storesResults: Bool { self != .noStore && self != .cacheOnly }

    /// Whether the client's fallback may answer when the network fails: not for the policies that promise the
    /// network's answer (Apollo's `fetchIgnoringCacheData` fails when the network does), nor for `cacheOnly`,
    /// which never asks it.
    public var fallsBack: Bool { self != .networkOnly && self != .noStore && self != .cacheOnly }

    /// The name.
    public var description: String { rawValue }
}
