import Foundation

/// One answer a policy gives: the response and, when it was read from the cache, the fields it read.
struct CacheAnswer: Sendable {
    /// The response.
    var response: RawResponse
    /// The fields read from the cache to build it; nil for answers that did not come from the cache.
    var dependencies: Set<CacheFieldID>?
}

/// An operation's data rebuilt from the cache.
struct CachedRead: Sendable {
    /// The answer, sourced from the cache.
    let answer: CacheAnswer
    /// When its oldest field was written.
    let oldestWrite: Date
}

/// A cached read together with the answer its reader made of it.
struct TypedCachedRead<Element: Sendable>: Sendable {
    /// The read.
    let read: CachedRead
    /// The answer, read.
    let response: GraphQLResponse<Element>
}
