/// The client's normalized cache: where records live, what the schema says of them, and how old a
/// record may be before `cacheFirst` and `cacheOnly` treat it as missing.
public struct ClientCache: Sendable {
    /// Where the records live.
    public var store: any NormalizedCache
    /// The schema's composite fields and identities.
    public var schema: CacheSchema
    /// The oldest a field may be for `cacheFirst` and `cacheOnly`; nil accepts any age.
    public var maxAge: Duration?
    /// The most bytes of JSON a read may rebuild, as a reply's body limit bounds a reply (the same by default,
    /// 4 MiB): a read that grows past it is a miss.
    public var maximumReadBytes: Int

    /// Creates a cache configuration.
    public init(
        store: any NormalizedCache, schema: CacheSchema, maxAge: Duration? = nil,
        maximumReadBytes: Int = ReplyLimits.defaultMaximumBodyBytes
    ) {
        self.store = store
        self.schema = schema
        self.maxAge = maxAge
        self.maximumReadBytes = maximumReadBytes
    }
}
