/// One record's searchable fields, prepared once: field 0 is its display name, and the fields from `shownCount` on
/// are hidden aliases, which its row does not show.
struct PreparedRecord: Sendable {
    /// The prepared fields.
    let fields: [PreparedText]
    /// How many fields, from the first, the record's row or detail shows.
    let shownCount: Int
    /// The union of the fields' masks, to skip the whole record at once.
    let mask: UInt64

    /// Prepares `fields`, then `aliases`.
    init(fields: [String], aliases: [String] = []) {
        let prepared = (fields + aliases).map(PreparedText.init)
        self.fields = prepared
        self.shownCount = fields.count
        self.mask = prepared.reduce(0) { $0 | $1.mask }
    }
}
