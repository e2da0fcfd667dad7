/// Why a local source (such as the bundled data) answered instead of a server.
public enum FallbackReason: Sendable, Hashable, CustomStringConvertible {
    /// The network is not used at all (`--offline`, or a transport that only answers in process).
    case offline
    /// The network's first answer is awaited, and nothing cached answers meanwhile.
    case awaitingNetwork
    /// The network failed, as this says (such as "network error: cannot reach …").
    case networkFailed(String)

    /// In words: "offline", "awaiting the network", or the failure.
    public var description: String {
        switch self {
        case .offline: "offline"
        case .awaitingNetwork: "awaiting the network"
        case .networkFailed(let failure): failure
        }
    }
}
