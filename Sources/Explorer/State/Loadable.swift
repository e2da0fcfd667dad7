/// The state of one `DataRequest`.
public enum Loadable: Sendable, Hashable {
    /// Asked for, not yet here.
    case loading
    /// Here, with where it came from.
    case loaded(DataPayload, DataOrigin)
    /// Failed, with a message a person can act on.
    case failed(String)

    /// The payload, if loaded.
    public var payload: DataPayload? {
        if case .loaded(let payload, _) = self { return payload }
        return nil
    }
}
