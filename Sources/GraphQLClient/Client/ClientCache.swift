/// The client's normalized cache: where records live, what the schema says of them, and how old a
/// record may be before `cacheFirst` and `cacheOnly` treat it as missing.
public struct ClientCache: Sendable {
    /// Where the records live.
    public var store: any NormalizedCache
    /// The schema's composite fields and identities.
    public var schema: CacheSchema
    /// The oldest a field may be for `cacheFirst` and `cacheOnly`; nil accepts any age.
    public var maxAge: Duration?

    /// Creates a cache configuration.
    public init(store: any NormalizedCache, schema: CacheSchema, maxAge: Duration? = nil) {
        self.store = store
        self.schema = schema
        self.maxAge = maxAge
    }
}
