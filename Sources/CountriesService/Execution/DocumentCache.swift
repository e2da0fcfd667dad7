import BoundedStorage
import GraphQL

/// A parsed and validated document.
struct ValidatedDocument: @unchecked Sendable {
    // `Document` is an immutable AST that GraphQLSwift does not mark Sendable; it is never mutated after parsing.
    let document: Document
    /// Where the copy GraphQLSwift parsed is longer than the text, for locating errors in the text.
    let copyOffsets: CopyOffsets
}

/// The errors that made a document unusable.
struct DocumentErrors: Error, @unchecked Sendable {
    // `GraphQLError` holds AST nodes that are not marked Sendable; they are never mutated.
    let errors: [GraphQLError]
}

/// Guards, parses and validates each distinct document text once.
final class DocumentCache: Sendable {
    /// The name errors give the request's document.
    static let sourceName = "GraphQL request"
    /// Below this many line breaks, GraphQLSwift locates errors cheaply enough in the text itself.
    private static let lineBreaksLocatedDirectly = 100
    /// What a parsed document holds for each byte of its text, measured on GraphQLSwift's AST.
    static let bytesPerTextByte = 48

    private let schema: GraphQLSchema
    private let rules: [@Sendable (ValidationContext) -> Visitor]
    private let limits: DocumentLimits
    private let unknownTypes: UnknownTypeWording
    private let store: BoundedStore<String, Result<ValidatedDocument, DocumentErrors>>

    /// Creates a cache validating against `schema` within `limits`, holding at most `capacity` documents of about
    /// `maxBytes` in all; `typeNames` are the types graphql-js's schema holds, which unknown types are compared with.
    init(
        schema: GraphQLSchema, index: SchemaIndex, typeNames: [String], limits: DocumentLimits = DocumentLimits(),
        capacity: Int = 256, maxBytes: Int = 16 << 20
    ) {
        self.schema = schema
        unknownTypes = UnknownTypeWording(typeNames: typeNames)
        rules = ValidationRules.all(
            schema: schema, index: index, maxConflicts: limits.maxErrors + 1, maxComparisons: limits.maxFieldComparisons
        )
        self.limits = limits
        store = BoundedStore(capacity: capacity, maxBytes: maxBytes)
    }

    /// The validated document for `text`, or its syntax or validation errors; when the calling task is cancelled,
    /// validation stops early (see `FieldConflictFinder`) and what it found is not remembered.
    func document(for text: String) -> Result<ValidatedDocument, DocumentErrors> {
        if let known = store.value(for: text) { return known }
        let result = validate(text)
        guard !Task.isCancelled else { return result }
        store.remember(result, for: text, cost: text.utf8.count * Self.bytesPerTextByte)
        return result
    }

    /// How many documents and estimated bytes are held.
    var usage: (count: Int, bytes: Int) { store.usage }
    /// The most documents held.
    var capacity: Int { store.capacity }
    /// The most bytes the documents held may cost.
    var maxBytes: Int { store.maxBytes }

    private func validate(_ text: String) -> Result<ValidatedDocument, DocumentErrors> {
        var errors: [GraphQLError]
        var copyOffsets = CopyOffsets()
        if let refusal = DocumentGuard(limits: limits).check(text) {
            errors = [refusal]
        } else {
            // GraphQLSwift reads a copy it can read where graphql-js reads the text, every token where it is in the text.
            let readable = ReadableCopy.of(text)
            let parsedText = readable?.text ?? text
            copyOffsets = readable?.copyOffsets ?? CopyOffsets()
            switch Self.parsed(parsedText) {
            case .failure(let error):
                errors = [ReferenceSyntaxError.of(text, refusedWith: error, copyOffsets: copyOffsets)]
                // That error is located in the text already (graphql-js's lexer reads the text), not in the copy:
                // a string the copy writes longer before it must not move it back a second time.
                copyOffsets = CopyOffsets()
            case .success(let document):
                errors = validationErrors(of: document, text: parsedText)
                if errors.isEmpty { return .success(ValidatedDocument(document: document, copyOffsets: copyOffsets)) }
            }
        }
        // Every error is located again, as graphql-js locates it (see `SourceLines`).
        let lines = SourceLines(text, copyOffsets: copyOffsets)
        return .failure(DocumentErrors(errors: limits.capped(errors).map(lines.relocated)))
    }

    private static func parsed(_ text: String) -> Result<Document, GraphQLError> {
        do {
            return .success(try parse(source: Source(body: text, name: sourceName)))
        } catch let error as GraphQLError {
            return .failure(error)
        } catch {
            return .failure(GraphQLError(error))
        }
    }

    /// The spec's rules (see `ValidationRules`), run on a single-line copy of a long text
    /// (see `SingleLineCopy`), whose errors' offsets are those of the text.
    private func validationErrors(of document: Document, text: String) -> [GraphQLError] {
        guard let singleLine = SingleLineCopy.of(text, beyond: Self.lineBreaksLocatedDirectly),
              case .success(let flatDocument) = Self.parsed(singleLine)
        else { return screenedValidationErrors(of: document) }
        return screenedValidationErrors(of: flatDocument)
    }

    /// Our own pass over the definitions (see `DefinitionScreening`), then GraphQLSwift's rules on what it may
    /// validate.
    private func screenedValidationErrors(of document: Document) -> [GraphQLError] {
        let screening = DefinitionScreening(document)
        guard let validatable = screening.validatable else { return screening.errors }
        let unknownFields = UnknownFieldWording(schema: schema)
        let errors = screening.errors + GraphQL.validate(schema: schema, ast: validatable, rules: rules)
        // A search for conflicts that stopped leaves the document unjudged: that is the one thing to say.
        if let stopped = errors.first(where: ComparisonRefusal.isStop) { return [stopped] }
        return errors.map { unknownTypes.reworded(unknownFields.reworded(LiteralErrorWording.reworded($0))) }
    }
}
