import GraphQLClient

/// GraphQLClient's `Record`, named apart from GRDB's `Record` class for files that import both.
typealias CacheRecord = Record
