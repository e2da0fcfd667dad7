/// A live `watch`: what it reads, what it last delivered, and where to deliver.
struct Watcher: Sendable {
    /// The watched request, understood by the cache; nil when the cache cannot hold it.
    let plan: OperationPlan?
    /// The fields its last answer was read from; empty until the cache holds its data.
    var dependencies: Set<CacheFieldID> = []
    /// The last answer delivered, so that an unchanged one is not delivered again.
    var last: RawResponse?
    /// Hands an answer to the watcher's sequence.
    let deliver: @Sendable (RawResponse) -> Void
}
