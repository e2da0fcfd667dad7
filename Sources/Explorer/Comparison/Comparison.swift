/// Two countries side by side: Space marks one, and opening another country then compares the two.
struct Comparison: Sendable, Hashable {
    /// The country marked, if any.
    var marked: String?

    /// Space on `country` (named `name`, Space named `markKey`): marks it, or unmarks it when it is the one
    /// marked; returns what the status bar says.
    mutating func toggleMark(_ country: String, name: String, markKey: String) -> String {
        marked = marked == country ? nil : country
        return marked == nil ? "\(name) unmarked" : "\(name) marked: open another country to compare them (\(markKey) again unmarks)"
    }

    /// The screen opening `country` shows: the two side by side while another country is marked, the mark then
    /// spent; else the country's own.
    mutating func open(_ country: String) -> ScreenKind {
        guard let first = marked, first != country else { return .country(code: country) }
        marked = nil
        return .compare(first: first, second: country)
    }
}
