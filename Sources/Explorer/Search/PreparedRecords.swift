/// Every record's searchable fields, prepared once and laid out one after another, so that a keystroke's pass over
/// thousands of them reads one array in order. In each record, field 0 is its display name, and the fields from
/// `shownCount` on are hidden aliases, which its row does not show.
struct PreparedRecords: Sendable {
    /// One record: where its fields are.
    struct Record: Sendable {
        /// Its fields' place in `texts`.
        let fields: Range<Int>
        /// How many fields, from the first, the record's row or detail shows.
        let shownCount: Int
        /// The union of the fields' masks, to skip the whole record at once.
        let mask: UInt64
    }

    /// Every record's prepared fields, record after record.
    let texts: [PreparedText]
    /// The records, in order.
    let records: [Record]

    /// Prepares each record's `fields`, then its `aliases`.
    init(_ records: [(fields: [String], aliases: [String])]) {
        var texts: [PreparedText] = []
        self.records = records.map { record in
            let start = texts.count
            texts += (record.fields + record.aliases).map(PreparedText.init)
            let mask = texts[start...].reduce(0) { $0 | $1.mask }
            return Record(fields: start..<texts.count, shownCount: record.fields.count, mask: mask)
        }
        self.texts = texts
    }
}
