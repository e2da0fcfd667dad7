import JSONCore

/// A response before it is typed: its `data` as JSON, its errors and where it came from.
///
/// Network replies and cache reads meet in this form, so that every policy treats them alike.
struct RawResponse: Sendable, Hashable {
    /// The `data` member; nil when the server sent none or `null`.
    var data: JSONValue?
    /// The `errors` member.
    var errors: [GraphQLResponseError]
    /// Where it came from.
    var source: ResponseSource
}
