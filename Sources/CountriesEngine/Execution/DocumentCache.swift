import BoundedStorage

/// Guards, parses and validates each distinct document text once, through `GraphQLParity`.
final class DocumentCache: Sendable {
    /// What a parsed document holds for each byte of its text, measured on GraphQLSwift's AST.
    static let bytesPerTextByte = 48

    private let parity: GraphQLParity
    private let store: BoundedStore<ExactText, Result<ValidatedDocument, DocumentErrors>>

    /// Creates a cache of what `parity` answers, holding at most `capacity` documents of about `maxBytes` in all.
    init(parity: GraphQLParity, capacity: Int = 256, maxBytes: Int = 16 << 20) {
        self.parity = parity
        store = BoundedStore(capacity: capacity, maxBytes: maxBytes)
    }

    /// The validated document for `text`, or its syntax or validation errors; when the calling task is cancelled,
    /// validation stops early (see `GraphQLParity`) and what it found is not remembered.
    func document(for text: String) -> Result<ValidatedDocument, DocumentErrors> {
        if let known = store.value(for: ExactText(text)) { return known }
        let result = parity.validate(text)
        guard !Task.isCancelled else { return result }
        remember(result, for: text)
        return result
    }

    /// Holds `text`, already known valid against the schema, parsed but never validated; a text that does not even
    /// parse is not held, and is answered as any other.
    func trust(_ text: String) {
        let result = parity.validate(text, trusted: true)
        guard case .success = result else { return }
        remember(result, for: text)
    }

    private func remember(_ result: Result<ValidatedDocument, DocumentErrors>, for text: String) {
        store.remember(result, for: ExactText(text), cost: text.utf8.count * Self.bytesPerTextByte)
    }

    /// How many documents and estimated bytes are held.
    var usage: (count: Int, bytes: Int) { store.usage }
    /// The most documents held.
    var capacity: Int { store.capacity }
    /// The most bytes the documents held may cost.
    var maxBytes: Int { store.maxBytes }
}
