import Foundation

/// How countries' names compare in the language they are shown in. By default the explorer's own order: names
/// with diacritics and case folded, compared by code point, which suits the Latin alphabets. Where readers expect
/// another order (pinyin for Chinese, the kana order for Japanese, the Persian alphabet), the runtime passes the
/// collation of a kept library in, as an order on names: the pure explorer computes none itself.
public struct NameCollation: Sendable {
    private let precedes: (@Sendable (String, String) -> Bool)?

    /// The explorer's own order: folded names by code point.
    public static let folded = NameCollation(precedes: nil)

    private init(precedes: (@Sendable (String, String) -> Bool)?) {
        self.precedes = precedes
    }

    /// An order in which `precedes` says whether one name comes before another.
    public init(_ precedes: @escaping @Sendable (String, String) -> Bool) {
        self.precedes = precedes
    }

    /// Texts that sort `names` in this order, one for each: the names folded (diacritics and case aside), or
    /// each name's place in the collation, in fixed-width digits.
    func sortKeys(_ names: [String]) -> [String] {
        guard let precedes else { return names.map(SearchText.fold) }
        // Names the collation holds equal keep one order, by code point, so that every run sorts them alike.
        let distinct = Set(names).sorted { precedes($0, $1) || (!precedes($1, $0) && $0 < $1) }
        let place = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($0.element, $0.offset) })
        return names.map { String(format: "%08d", place[$0] ?? 0) }
    }
}
