/// A piece of a request quoted in an error message, cut to `maxLength` characters and `…`, so that no answer
/// echoes unbounded input: an operation's name, a language, a regex, a `Content-Type`.
public enum RequestQuote {
    /// The most characters of the request one message quotes.
    public static let maxLength = 64

    /// `text` itself when it is short enough, else its first `maxLength` characters and `…`.
    public static func cut(_ text: String) -> String {
        text.count <= maxLength ? text : text.prefix(maxLength) + "…"
    }
}
