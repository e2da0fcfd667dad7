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
    /// Where it came from, with what its trace shows: status, method and size, or the records read.
    var origin: AnswerOrigin?
    /// When the request it answers must be over, reading and storing it included; nil when it has no deadline.
    var deadline: ReplyDeadline?

    /// Creates a response.
    init(
        data: JSONValue?, errors: [GraphQLResponseError], source: ResponseSource, origin: AnswerOrigin? = nil,
        deadline: ReplyDeadline? = nil
    ) {
        self.data = data
        self.errors = errors
        self.source = source
        self.origin = origin
        self.deadline = deadline
    }

    // How an answer travelled is not part of it: watchers compare answers, and the same data over another
    // connection is no news.
    static func == (lhs: RawResponse, rhs: RawResponse) -> Bool {
        lhs.data == rhs.data && lhs.errors == rhs.errors && lhs.source == rhs.source
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(data)
        hasher.combine(errors)
        hasher.combine(source)
    }
}
