/// One record's searchable fields, prepared once: field 0 is its display name.
struct PreparedRecord: Sendable {
    /// The prepared fields.
    let fields: [PreparedText]
    /// For each field, its code key if it is a code (see `codeKey(_:)`), else 0.
    let codeKeys: [UInt32]
    /// The union of the fields' masks, to skip the whole record at once.
    let mask: UInt64

    /// Prepares `fields`.
    init(fields: [String]) {
        let prepared = fields.map(PreparedText.init)
        self.fields = prepared
        self.codeKeys = zip(fields, prepared).map { field, text in
            let isCode = field.utf8.count <= 3 && field.utf8.allSatisfy { (65...90).contains($0) || (97...122).contains($0) }
            return isCode ? Self.codeKey(text.slots.map(\.scalar)) : 0
        }
        self.mask = prepared.reduce(0) { $0 | $1.mask }
    }

    /// Two or three folded ASCII letters (a code such as `jp` or `usa`) packed into an integer, else 0.
    static func codeKey(_ scalars: [UInt32]) -> UInt32 {
        guard (2...3).contains(scalars.count), scalars.allSatisfy({ (97...122).contains($0) }) else { return 0 }
        return scalars.reduce(0) { $0 << 8 | $1 }
    }
}
