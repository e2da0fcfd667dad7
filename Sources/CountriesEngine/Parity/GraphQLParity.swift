import GraphQL
import Synchronization

/// The one way into GraphQLSwift 4.3.0's parser and validator, and the engine's introspection: what makes the
/// engine's syntax errors, validation and introspection read as graphql-js 16.6's (docs/engine.md lists the parts
/// of this folder and what each corrects). The rest of the engine uses this, what it answers
/// (`ValidatedDocument`, `DocumentErrors`), and `DocumentText` and `SourceLines` to place execution's errors.
final class GraphQLParity: Sendable {
    /// The name errors give the request's document.
    static let sourceName = "GraphQL request"
    /// Below this many line breaks, GraphQLSwift locates errors cheaply enough in the text itself.
    private static let lineBreaksLocatedDirectly = 100

    private let schema: GraphQLSchema
    private let limits: DocumentLimits
    private let rules: ValidationRuleSets
    /// Built at the first introspection or unknown type a request names, since most requests name neither (none of
    /// the explorer's do) and building it is about a sixth of the engine's start.
    private let introspected = Mutex<(schema: IntrospectionSchema, unknownTypes: UnknownTypeWording)?>(nil)

    /// The layer over `schema`, refusing documents past `limits`.
    init(schema: GraphQLSchema, index: SchemaIndex, limits: DocumentLimits = DocumentLimits()) {
        self.schema = schema
        self.limits = limits
        rules = ValidationRules.all(index: index, maxConflicts: limits.maxErrors + 1, maxComparisons: limits.maxFieldComparisons)
    }

    /// The schema as graphql-js introspects it, and the wording of unknown types that its type names give.
    private var introspection: (schema: IntrospectionSchema, unknownTypes: UnknownTypeWording) {
        introspected.withLock { built in
            if let built { return built }
            let schema = IntrospectionSchema(self.schema)
            let introspection = (schema: schema, unknownTypes: UnknownTypeWording(typeNames: schema.types.map(\.name)))
            built = introspection
            return introspection
        }
    }

    /// `text` guarded (`DocumentGuard`), parsed and validated, or its errors as graphql-js words and places them;
    /// when the calling task is cancelled, validation stops early (see `FieldConflictFinder`). A `trusted` text, one
    /// already known valid against this schema, is guarded and parsed but not validated.
    func validate(_ text: String, trusted: Bool = false) -> Result<ValidatedDocument, DocumentErrors> {
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
                errors = trusted ? [] : validationErrors(of: document, text: parsedText)
                if errors.isEmpty { return .success(ValidatedDocument(document: document, text: DocumentText(text, copyOffsets: copyOffsets))) }
            }
        }
        // Every error is located again, as graphql-js locates it (see `SourceLines`).
        let lines = SourceLines(text, copyOffsets: copyOffsets)
        return .failure(DocumentErrors(errors: limits.capped(errors).map(lines.relocated)))
    }

    /// The JSON text of each root `__schema` and `__type` field of `part`, and each one's field errors, as graphql-js
    /// answers them (see `IntrospectionExecution`).
    func introspect(
        _ part: IntrospectionPart, variables: [String: Map], coercion: InputCoercion, documentText: DocumentText
    ) -> (values: [String: [UInt8]], errors: [String: [GraphQLError]]) {
        IntrospectionExecution.run(part, schema: introspection.schema, variables: variables, coercion: coercion, documentText: documentText)
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
        else { return screenedValidationErrors(of: document, text: text) }
        return screenedValidationErrors(of: flatDocument, text: text)
    }

    /// Our own pass over the definitions (see `DefinitionScreening`), then GraphQLSwift's rules on what it may
    /// validate, their errors in graphql-js's words.
    private func screenedValidationErrors(of document: Document, text: String) -> [GraphQLError] {
        let screening = DefinitionScreening(document)
        guard let validatable = screening.validatable else { return screening.errors }
        let unknownFields = UnknownFieldWording(schema: schema)
        let errors = screening.errors + GraphQL.validate(schema: schema, ast: validatable, rules: rules.rules(for: text))
        // A search for conflicts that stopped leaves the document unjudged: that is the one thing to say.
        if let stopped = errors.first(where: ComparisonRefusal.isStop) { return [stopped] }
        guard !errors.isEmpty else { return errors }
        let unknownTypes = introspection.unknownTypes
        return errors.map { unknownTypes.reworded(unknownFields.reworded(LiteralErrorWording.reworded($0))) }
    }
}
