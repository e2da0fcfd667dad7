/// An `ExecutionPlan`'s selections laid out flat for the writer: one plain step a field, each selection a
/// contiguous range of steps, and every response key and typename in one byte buffer. Walking it touches no
/// reference-counted object (the planned fields are classes, their selections and keys arrays), which is most of
/// what writing a cached document's response cost.
struct WriteProgram: Sendable {
    /// One planned field: what the writer needs of it for every object it writes.
    struct Step: Sendable {
        let resolver: FieldResolver
        let nullable: Bool
        /// Whether the selection below cannot be collected (see `PlannedField.selectionFailure`).
        let selectionFails: Bool
        /// The field's id in `ExecutionPlan.fields`, for error paths and what is rarely needed.
        let id: Int32
        /// `"responseKey":` in `bytes`.
        let key: Range<Int32>
        /// The typename's JSON string in `bytes`, for `__typename`.
        let typename: Range<Int32>
        /// The field's argument slot, or -1.
        let argumentSlot: Int32
        /// The selection below, in `steps`.
        var children: Range<Int32>
    }

    let steps: [Step]
    let bytes: [UInt8]
    /// The root selection, in `steps`.
    let root: Range<Int32>

    /// Lays out `root` and the selections below it.
    init(root fields: [PlannedField]) {
        var steps: [Step] = []
        var bytes: [UInt8] = []
        func range(of added: [UInt8]) -> Range<Int32> {
            let start = Int32(bytes.count)
            bytes += added
            return start..<Int32(bytes.count)
        }
        func place(_ fields: [PlannedField]) -> Range<Int32> {
            let start = steps.count
            for field in fields {
                steps.append(Step(
                    resolver: field.resolver, nullable: field.nullable, selectionFails: field.selectionFailure != nil,
                    id: Int32(field.id), key: range(of: field.keyBytes), typename: range(of: field.typenameBytes),
                    argumentSlot: Int32(field.argumentSlot ?? -1), children: 0..<0
                ))
            }
            for (offset, field) in fields.enumerated() where !field.selection.isEmpty {
                steps[start + offset].children = place(field.selection)
            }
            return Int32(start)..<Int32(start + fields.count)
        }
        root = place(fields)
        self.steps = steps
        self.bytes = bytes
    }
}
