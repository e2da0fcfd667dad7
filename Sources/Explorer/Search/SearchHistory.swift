/// The searches the explorer remembers, oldest first, and where Ctrl-P and Ctrl-N have walked to in them, as
/// fzf's `--history` does: Ctrl-P steps back from the search being typed, Ctrl-N forward, and past the newest
/// entry the search being typed comes back.
public struct SearchHistory: Sendable, Hashable {
    /// The most searches remembered: the oldest goes when one more comes.
    public static let limit = 100

    /// The searches, oldest first: none empty, none longer than a search may be, no two the same.
    public private(set) var entries: [String]
    /// The entry shown while walking; nil when not walking.
    private var position: Int?
    /// The search being typed when the walk began, which walking past the newest entry brings back.
    private var draft = ""

    /// A history of `entries`, oldest first; empty, blank and over-long entries are dropped, a repeated one kept
    /// where it came last, and only the newest `limit` kept.
    public init(_ entries: [String] = []) {
        self.entries = []
        for entry in entries { record(entry) }
    }

    /// Remembers `search` as the newest entry (moving it there if it was remembered already), ends any walk, and
    /// says whether the entries changed.
    @discardableResult
    public mutating func record(_ search: String) -> Bool {
        position = nil
        guard !search.allSatisfy(\.isWhitespace), search.count <= SearchField.maxLength, entries.last != search else { return false }
        entries.removeAll { $0 == search }
        entries.append(search)
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
        return true
    }

    /// The entry before the one shown (the newest, when not walking yet, remembering `current` to come back to);
    /// nil when there is none.
    public mutating func previous(from current: String) -> String? {
        guard !entries.isEmpty else { return nil }
        if position == nil { draft = current }
        let next = max(0, (position ?? entries.count) - 1)
        position = next
        return entries[next]
    }

    /// The entry after the one shown, or the search typed before walking once past the newest; nil when not
    /// walking.
    public mutating func next() -> String? {
        guard let position else { return nil }
        guard position + 1 < entries.count else {
            self.position = nil
            return draft
        }
        self.position = position + 1
        return entries[position + 1]
    }

    /// Ends a walk: the search shown is the one being typed now.
    mutating func stopWalking() {
        position = nil
    }
}
