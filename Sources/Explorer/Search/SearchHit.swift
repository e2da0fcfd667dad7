/// One record that matched a search.
struct SearchHit<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The record's identity.
    let id: ID
    /// Higher is better; every hit of the empty query scores 0.
    let score: Int
    /// The grapheme indices of the record's display name (its first field) to highlight, ascending; empty when
    /// only other fields matched.
    let positions: [Int]
    /// The hidden alias that matched, when it matched better than anything the row shows (`Dronning Maud Land`
    /// for Antarctica under `land`), so that the row can say why it is there; nil otherwise.
    let matchedAlias: String?
}
