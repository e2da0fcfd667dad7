import Foundation

/// One answer as the inspector shows it: what the client's trace of it says, put in words and lines by the
/// runtime, so that the view only lays them out.
public struct InspectedAnswer: Sendable, Hashable {
    /// The trace's identifier in the client's request log.
    public var id: Int
    /// `query CountryDetail`.
    public var title: String
    /// The operation's name, when it has one.
    public var operationName: String?
    /// The document as sent, fragments included.
    public var document: String
    /// The variables, as pretty JSON lines.
    public var variables: [String]
    /// The variables, as compact JSON on one line.
    public var variablesInline: String
    /// The cache policy's name.
    public var policy: String
    /// Where the answer came from, in one line (`network · 127.0.0.1:4000 · HTTP 200 · POST · 1234 bytes`).
    public var origin: String
    /// Whether the normalized cache answered.
    public var fromCache: Bool
    /// When it was asked for.
    public var startedAt: Date
    /// How long it took (`12 ms`).
    public var duration: String
    /// The GraphQL errors, each with its path.
    public var errors: [String]
    /// The response paths that failed in a partial answer (data and errors both), such as `country.languages.2`.
    public var failedPaths: [String]
    /// Why there was no answer at all; nil when there was one.
    public var failure: String?
    /// Why the network's reply was refused (the cache's or the bundled data shown instead, or nothing); nil when
    /// it was not.
    public var refusal: String?
    /// What became of the request, as the request log and `--log` say it (`ok`, `refused: … · cached data shown`).
    public var outcome: String
    /// The answer's `data`, as pretty JSON lines.
    public var response: [String]
    /// The operation as a `curl` command; nil where there is no endpoint to send it to.
    public var curl: String?

    /// Creates an inspected answer.
    public init(
        id: Int, title: String, operationName: String?, document: String, variables: [String], variablesInline: String,
        policy: String, origin: String,
        fromCache: Bool, startedAt: Date, duration: String, errors: [String] = [], failedPaths: [String] = [],
        failure: String? = nil, refusal: String? = nil, outcome: String = "ok", response: [String], curl: String?
    ) {
        self.id = id
        self.title = title
        self.operationName = operationName
        self.document = document
        self.variables = variables
        self.variablesInline = variablesInline
        self.policy = policy
        self.origin = origin
        self.fromCache = fromCache
        self.startedAt = startedAt
        self.duration = duration
        self.errors = errors
        self.failedPaths = failedPaths
        self.failure = failure
        self.refusal = refusal
        self.outcome = outcome
        self.response = response
        self.curl = curl
    }
}

/// One line of the request log: time, name, origin, duration, size and outcome.
public struct RequestSummary: Sendable, Hashable {
    /// The trace's identifier, for Enter.
    public var id: Int
    /// When it was asked for.
    public var startedAt: Date
    /// The operation's name (`CountryDetail`, or `anonymous`).
    public var name: String
    /// `network`, `cache`, `bundled` or `none`.
    public var origin: String
    /// `12 ms`.
    public var duration: String
    /// The answer's size in bytes, when it travelled (not for cache reads).
    public var bytes: Int?
    /// `ok`, `partial (1 error)`, `errors`, `failed: …` or `refused: …` (with `· bundled data shown` when it
    /// stood in): the record's `outcomeText`.
    public var outcome: String
    /// The variables' values, as the log shows them: `code=AO lang=en`.
    public var variables: String

    /// Whether the network failed or its reply was refused.
    var isFault: Bool {
        outcome.hasPrefix("failed") || outcome.hasPrefix("refused")
    }

    /// Creates a summary.
    public init(
        id: Int, startedAt: Date, name: String, origin: String, duration: String, bytes: Int?, outcome: String, variables: String = ""
    ) {
        self.variables = variables
        self.id = id
        self.startedAt = startedAt
        self.name = name
        self.origin = origin
        self.duration = duration
        self.bytes = bytes
        self.outcome = outcome
    }
}

/// The whole cache, as the cache browser lists it.
public struct CacheListing: Sendable, Hashable {
    /// Every record's key, numbers in them in their order (`Country:JP.states.2` before `Country:JP.states.10`).
    public var keys: [String]
    /// The file's path; nil in memory.
    public var file: String?
    /// The file's size in bytes (with its write-ahead log); nil in memory.
    public var fileBytes: Int?

    /// Creates a listing of `keys`, in any order: the listing puts them in its own.
    public init(keys: [String], file: String?, fileBytes: Int?) {
        self.keys = keys.sorted(by: NaturalOrder.precedes)
        self.file = file
        self.fileBytes = fileBytes
    }
}

/// One record, as the cache browser shows it: a line a field (a list's elements each on its own line).
public struct CacheRecordPage: Sendable, Hashable {
    /// One field, or one element of a list field.
    public struct Field: Sendable, Hashable {
        /// The field's key, arguments included (`name(lang:"fr")`), or `states[3]` for an element.
        public var name: String
        /// The value as JSON, or `→ Continent:AS` for a reference.
        public var value: String
        /// The record a reference points to.
        public var reference: String?

        /// Creates a field line.
        public init(name: String, value: String, reference: String? = nil) {
            self.name = name
            self.value = value
            self.reference = reference
        }
    }

    /// The record's key.
    public var key: String
    /// Its fields, sorted by key.
    public var fields: [Field]

    /// Creates a page.
    public init(key: String, fields: [Field]) {
        self.key = key
        self.fields = fields
    }
}

/// What the inspector asks the runtime for.
public enum InspectorRequest: Sendable, Hashable {
    /// The latest answer to a screen's request (its latest failure, when it has no answer).
    case screenAnswer(DataRequest)
    /// The answer with this trace identifier, picked in the request log.
    case answer(id: Int)
    /// The request log, newest first.
    case requestLog
    /// The cache's keys and file.
    case cacheListing
    /// One record.
    case cacheRecord(key: String)
    /// Remove one record from the cache.
    case evict(key: String)
}

/// What the runtime brings back to the inspector.
public enum InspectorArrival: Sendable, Hashable {
    /// The answer to what was asked (`screenAnswer` or `answer`); nil when the log holds none.
    case answer(InspectorRequest, InspectedAnswer?)
    /// The request log, newest first.
    case requestLog([RequestSummary])
    /// The cache's keys and file; nil without a cache (`--no-cache` keeps one in memory, so: never nil there).
    case cacheListing(CacheListing?)
    /// One record; nil when the cache does not hold it.
    case cacheRecord(key: String, CacheRecordPage?)
    /// A record was evicted (or was not there).
    case evicted(key: String, removed: Bool)
    /// A request failed, in these words.
    case failed(String)
}
