import GraphQL
import Synchronization

/// A parsed and validated document.
struct ValidatedDocument: @unchecked Sendable {
    // `Document` is an immutable AST that GraphQLSwift does not mark Sendable; it is never mutated after parsing.
    let document: Document
}

/// The errors that made a document unusable.
struct DocumentErrors: Error, @unchecked Sendable {
    // `GraphQLError` holds AST nodes that are not marked Sendable; they are never mutated.
    let errors: [GraphQLError]
}

/// Parses and validates each distinct document text once.
final class DocumentCache: Sendable {
    private let schema: GraphQLSchema
    private let capacity: Int
    private let entries = Mutex<[String: Result<ValidatedDocument, DocumentErrors>]>([:])

    /// Creates a cache validating against `schema`, holding at most `capacity` documents.
    init(schema: GraphQLSchema, capacity: Int = 256) {
        self.schema = schema
        self.capacity = capacity
    }

    /// The validated document for `text`, or its syntax or validation errors.
    func document(for text: String) -> Result<ValidatedDocument, DocumentErrors> {
        if let known = entries.withLock({ $0[text] }) { return known }
        let result = validate(text)
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[text] = result
        }
        return result
    }

    private func validate(_ text: String) -> Result<ValidatedDocument, DocumentErrors> {
        let document: Document
        do {
            document = try parse(source: Source(body: text, name: "GraphQL request"))
        } catch let error as GraphQLError {
            return .failure(DocumentErrors(errors: [error]))
        } catch {
            return .failure(DocumentErrors(errors: [GraphQLError(error)]))
        }
        let errors = GraphQL.validate(schema: schema, ast: document)
        guard errors.isEmpty else { return .failure(DocumentErrors(errors: errors)) }
        return .success(ValidatedDocument(document: document))
    }
}
