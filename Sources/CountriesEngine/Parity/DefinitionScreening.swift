import GraphQL

/// The spec's rules on a document's definitions, checked by a pass of our own before GraphQLSwift's validator
/// sees the document, because GraphQLSwift 4.3.0 cannot survive two kinds of document:
/// - one with a type-system definition: it gives `OperationTypeDefinition` (the `query: Query` of
///   `schema { … }`) the kind of an operation, and its rules force-cast every node of that kind to
///   `OperationDefinition`;
/// - one with two identical operations: it hashes operations by identity but compares them by value, so its
///   validation context's dictionaries keyed by operation trap on them.
///
/// So type-system definitions are refused as graphql-js's ExecutableDefinitions rule refuses them, and the rest
/// of the document is validated without them; and a document holding two identical operations, which is always
/// invalid (they share a name, or are both anonymous), gets the UniqueOperationNames and LoneAnonymousOperation
/// errors alone. Errors come in graphql-js's order: ExecutableDefinitions' first (it reports on entering the
/// document), then the operations' in document order.
struct DefinitionScreening {
    /// The errors this pass found.
    let errors: [GraphQLError]
    /// The document GraphQLSwift may validate: the one given, or it without its type-system definitions; nil when
    /// GraphQLSwift must not validate it, or nothing executable is left.
    let validatable: Document?

    /// Screens a parsed document.
    init(_ document: Document) {
        var errors = document.definitions.compactMap(Self.nonExecutableError)
        let executable = document.definitions.filter { $0 is OperationDefinition || $0 is FragmentDefinition }
        let operations = executable.compactMap { $0 as? OperationDefinition }
        if Self.holdsIdenticalOperations(operations) {
            errors += Self.operationNameErrors(operations)
            validatable = nil
        } else if executable.count == document.definitions.count {
            validatable = document
        } else {
            validatable = executable.isEmpty ? nil : document.set(value: .array(executable), key: "definitions")
        }
        self.errors = errors
    }

    /// graphql-js's ExecutableDefinitions error for a definition no request may hold, naming it.
    private static func nonExecutableError(_ definition: any Definition) -> GraphQLError? {
        let name: String
        switch definition {
        case is OperationDefinition, is FragmentDefinition: return nil
        case is SchemaDefinition, is SchemaExtensionDefinition: name = "schema"
        case let type as any TypeDefinition: name = "\"\(type.name.value)\""
        case let directive as DirectiveDefinition: name = "\"\(directive.name.value)\""
        case let extended as TypeExtensionDefinition: name = "\"\(extended.definition.name.value)\""
        case let extended as ScalarExtensionDefinition: name = "\"\(extended.definition.name.value)\""
        case let extended as InterfaceExtensionDefinition: name = "\"\(extended.definition.name.value)\""
        case let extended as UnionExtensionDefinition: name = "\"\(extended.definition.name.value)\""
        case let extended as EnumExtensionDefinition: name = "\"\(extended.definition.name.value)\""
        case let extended as InputObjectExtensionDefinition: name = "\"\(extended.definition.name.value)\""
        default: name = "type-system"
        }
        return GraphQLError(message: "The \(name) definition is not executable.", nodes: [definition])
    }

    /// Whether two operations are equal by GraphQLSwift's `==`, which only operations that share a name (or both
    /// lack one) can be.
    private static func holdsIdenticalOperations(_ operations: [OperationDefinition]) -> Bool {
        var byName: [String?: [OperationDefinition]] = [:]
        for operation in operations {
            let name = operation.name?.value
            if byName[name]?.contains(where: { $0 == operation }) == true { return true }
            byName[name, default: []].append(operation)
        }
        return false
    }

    /// UniqueOperationNames' and LoneAnonymousOperation's errors, in the order graphql-js reports them.
    private static func operationNameErrors(_ operations: [OperationDefinition]) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        var firstNames: [String: Name] = [:]
        for operation in operations {
            if let name = operation.name {
                if let first = firstNames[name.value] {
                    errors.append(GraphQLError(
                        message: "There can be only one operation named \"\(name.value)\".", nodes: [first, name]
                    ))
                } else {
                    firstNames[name.value] = name
                }
            } else if operations.count > 1 {
                errors.append(GraphQLError(
                    message: "This anonymous operation must be the only defined operation.", nodes: [operation]
                ))
            }
        }
        return errors
    }
}
