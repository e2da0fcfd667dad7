/// One record's searchable fields, prepared once: field 0 is its display name.
struct PreparedRecord: Sendable {
    /// The prepared fields.
    let fields: [PreparedText]
    /// The union of the fields' masks, to skip the whole record at once.
    let mask: UInt64

    /// Prepares `fields`.
    init(fields: [String]) {
        let prepared = fields.map(PreparedText.init)
        self.fields = prepared
        self.mask = prepared.reduce(0) { $0 | $1.mask }
    }
}
