/// Every state the status bar's words can be in, as the documentation lists them: what the bar says (`…` for
/// any text) and when. One list, which writes the documentation's table (`markdownTable`) and which the tests
/// drive, state by state, through `StatusLine` and through the three views of a request.
enum StatusBarStates {
    /// One state: what the bar says, and when.
    struct Row: Sendable, Hashable {
        /// What the bar says, `…` standing for any text.
        var says: String
        /// When it says so.
        var when: String
    }

    /// The states, from the first frame to a failure.
    static let rows: [Row] = [
        Row(says: "loading…", when: "the screen's data is not here yet"),
        Row(says: "live · 127.0.0.1 · 12:03:04", when: "the server's answer, received at that time"),
        Row(says: "cached 3 min ago", when: "the cache's answer, stored that long ago, while the network is asked (or under `--offline`)"),
        Row(says: "bundled data, asking the network… · 12:03:04", when: "nothing cached: the bundled data, while the network is asked"),
        Row(says: "bundled data, offline · 12:03:04", when: "`--offline` with nothing cached"),
        Row(says: "stale · cached 3 min ago · network error: …", when: "the network failed (at start, or later) over cached data"),
        Row(says: "stale · cached 3 min ago · refresh failed: HTTP 500 …", when: "Ctrl-R failed over cached data"),
        Row(
            says: "stale · live · 127.0.0.1 · 12:03:04 (2 min ago) · refresh failed: …",
            when: "Ctrl-R failed over the server's earlier answer"
        ),
        Row(
            says: "stale · cached 3 min ago · malformed response: …",
            when: "the server's answer was refused (it does not match the operation, or broke a limit) over cached data: "
                + "what is on screen stays"
        ),
        Row(says: "stale · bundled data · GraphQL error: rate limited", when: "the network failed, or answered an error, over the bundled data"),
        Row(says: "stale · bundled data, offline · refresh failed: offline: …", when: "Ctrl-R under `--offline` with nothing cached"),
        Row(says: "no data · …", when: "the screen's data failed with nothing to show: the list says why, and the key that retries it"),
        Row(
            says: "… · Åland: stale · bundled data · …",
            when: "the detail pane's data came from elsewhere than the list's: both are said, the pane's origin kept longest"
        ),
        Row(says: "⠋ refreshing · …", when: "a refresh (Ctrl-R) runs; the rest is as above"),
        Row(says: "cache disabled: …", when: "a problem with the cache file, said once"),
    ]

    /// The documentation's table: `| The bar says | When |`, a row a state.
    static var markdownTable: String {
        (["| The bar says | When |", "|---|---|"] + rows.map { "| `\($0.says)` | \($0.when) |" }).joined(separator: "\n")
    }
}
