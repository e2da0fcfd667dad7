import GraphQL

/// Answers the root `__schema` and `__type(name:)` fields of one request from `IntrospectionSchema`, as
/// graphql-js 16.6 answers them: each root field's JSON text, and the field errors with their paths.
struct IntrospectionExecution {
    /// An object of the introspection types.
    private enum Object {
        case schema
        case type(IntrospectionSchema.TypeReference)
        case field(IntrospectionSchema.Field)
        case inputValue(IntrospectionSchema.InputValue)
        case enumValue(IntrospectionSchema.EnumValue)
        case directive(IntrospectionSchema.Directive)

        /// The introspection type the object is of.
        var typename: String {
            switch self {
            case .schema: "__Schema"
            case .type: "__Type"
            case .field: "__Field"
            case .inputValue: "__InputValue"
            case .enumValue: "__EnumValue"
            case .directive: "__Directive"
            }
        }
    }

    /// A resolved field value, before its sub-selection is written.
    private enum Resolved {
        case null
        case string(String)
        case boolean(Bool)
        case strings([String])
        case object(Object)
        case objects([Object])
    }

    private let schema: IntrospectionSchema
    private let collection: FieldCollection
    private let lines: SourceLines
    private var bytes: [UInt8] = []
    private var errors: [GraphQLError] = []

    private init(schema: IntrospectionSchema, collection: FieldCollection, lines: SourceLines) {
        self.schema = schema
        self.collection = collection
        self.lines = lines
    }

    /// The JSON text of each root field of `part` by response key (absent where an error nulled a non-null
    /// `__schema`), and each one's field errors located in the lines of `documentText`, with the request's coerced
    /// `variables`. The errors are by key because graphql-js records them as it reaches each root field, in
    /// selection order among the others, and not at all past a non-null root field that failed.
    static func run(
        _ part: IntrospectionPart, schema: IntrospectionSchema, variables: [String: Map], coercion: InputCoercion,
        documentText: DocumentText
    ) -> (values: [String: [UInt8]], errors: [String: [GraphQLError]]) {
        var execution = IntrospectionExecution(
            schema: schema, collection: FieldCollection(fragments: part.fragments, variables: variables, coercion: coercion),
            lines: SourceLines(documentText)
        )
        var values: [String: [UInt8]] = [:]
        var errors: [String: [GraphQLError]] = [:]
        for (key, nodes) in part.fields {
            guard let first = nodes.first else { continue }
            execution.bytes = []
            execution.errors = []
            let isSchema = first.name.value == "__schema"
            let type: IntrospectionSchema.TypeReference = isSchema ? .nonNull(.named("__Schema")) : .named("__Type")
            let value = isSchema ? .success(.object(.schema)) : execution.rootType(first, coercion: coercion, variables: variables)
            if execution.write(value, nodes: nodes, type: type, path: [.key(key)]) {
                values[key] = execution.bytes
            }
            if !execution.errors.isEmpty { errors[key] = execution.errors }
        }
        return (values, errors)
    }

    // MARK: Resolving

    private func rootType(_ node: Field, coercion: InputCoercion, variables: [String: Map]) -> Result<Resolved, FieldError> {
        let definitions: [(name: String, type: any GraphQLInputType, defaultValue: Map?)] = [("name", GraphQLNonNull(GraphQLString), nil)]
        return coercion.arguments(node.arguments, definitions: definitions, of: node, variables: variables).map { arguments in
            guard case .string(let name)? = arguments["name"], schema.typesByName[name] != nil else { return .null }
            return .object(.type(.named(name)))
        }
    }

    /// Whether deprecated entries are asked for (`includeDeprecated`, false by default).
    private func includesDeprecated(_ node: Field) -> Result<Bool, FieldError> {
        let definitions: [(name: String, type: any GraphQLInputType, defaultValue: Map?)] = [("includeDeprecated", GraphQLBoolean, .bool(false))]
        return collection.coercion.arguments(node.arguments, definitions: definitions, of: node, variables: collection.variables)
            .map { $0["includeDeprecated"]?.bool ?? false }
    }

    private func resolve(_ name: String, on object: Object, node: Field) -> Result<Resolved, FieldError> {
        switch object {
        case .schema:
            switch name {
            case "types": return .success(.objects(schema.types.map { .type(.named($0.name)) }))
            case "queryType": return .success(schema.queryType.map { .object(.type(.named($0))) } ?? .null)
            case "mutationType": return .success(schema.mutationType.map { .object(.type(.named($0))) } ?? .null)
            case "subscriptionType": return .success(schema.subscriptionType.map { .object(.type(.named($0))) } ?? .null)
            case "directives": return .success(.objects(schema.directives.map { .directive($0) }))
            default: return .success(.null)
            }
        case .type(let reference):
            return resolve(name, on: reference, node: node)
        case .field(let field):
            switch name {
            case "name": return .success(.string(field.name))
            case "description": return .success(field.description.map(Resolved.string) ?? .null)
            case "args": return arguments(field.args, node: node)
            case "type": return .success(.object(.type(field.type)))
            case "isDeprecated": return .success(.boolean(field.deprecationReason != nil))
            case "deprecationReason": return .success(field.deprecationReason.map(Resolved.string) ?? .null)
            default: return .success(.null)
            }
        case .inputValue(let value):
            switch name {
            case "name": return .success(.string(value.name))
            case "description": return .success(value.description.map(Resolved.string) ?? .null)
            case "type": return .success(.object(.type(value.type)))
            case "defaultValue": return .success(value.defaultValue.map(Resolved.string) ?? .null)
            case "isDeprecated": return .success(.boolean(value.deprecationReason != nil))
            case "deprecationReason": return .success(value.deprecationReason.map(Resolved.string) ?? .null)
            default: return .success(.null)
            }
        case .enumValue(let value):
            switch name {
            case "name": return .success(.string(value.name))
            case "description": return .success(value.description.map(Resolved.string) ?? .null)
            case "isDeprecated": return .success(.boolean(value.deprecationReason != nil))
            case "deprecationReason": return .success(value.deprecationReason.map(Resolved.string) ?? .null)
            default: return .success(.null)
            }
        case .directive(let directive):
            switch name {
            case "name": return .success(.string(directive.name))
            case "description": return .success(directive.description.map(Resolved.string) ?? .null)
            case "isRepeatable": return .success(.boolean(directive.isRepeatable))
            case "locations": return .success(.strings(directive.locations))
            case "args": return arguments(directive.args, node: node)
            default: return .success(.null)
            }
        }
    }

    private func resolve(_ name: String, on reference: IntrospectionSchema.TypeReference, node: Field) -> Result<Resolved, FieldError> {
        let named: IntrospectionSchema.NamedType
        switch reference {
        case .list(let item), .nonNull(let item):
            switch name {
            case "kind": return .success(.string(reference.isList ? "LIST" : "NON_NULL"))
            case "ofType": return .success(.object(.type(item)))
            case "fields", "interfaces", "possibleTypes", "enumValues", "inputFields":
                // graphql-js reads the arguments before it finds the wrapper has no such list.
                return includesDeprecated(node).map { _ in .null }
            default: return .success(.null)
            }
        case .named(let typeName):
            guard let type = schema.typesByName[typeName] else { return .success(.null) }
            named = type
        }
        switch name {
        case "kind": return .success(.string(named.kind))
        case "name": return .success(.string(named.name))
        case "description": return .success(named.description.map(Resolved.string) ?? .null)
        case "specifiedByURL": return .success(named.specifiedByURL.map(Resolved.string) ?? .null)
        case "fields":
            return includesDeprecated(node).map { all in
                named.fields.map { fields in .objects(fields.filter { all || $0.deprecationReason == nil }.map { .field($0) }) } ?? .null
            }
        case "interfaces": return .success(named.interfaces.map { .objects($0.map { .type(.named($0)) }) } ?? .null)
        case "possibleTypes": return .success(named.possibleTypes.map { .objects($0.map { .type(.named($0)) }) } ?? .null)
        case "enumValues":
            return includesDeprecated(node).map { all in
                named.enumValues.map { values in .objects(values.filter { all || $0.deprecationReason == nil }.map { .enumValue($0) }) } ?? .null
            }
        case "inputFields":
            return includesDeprecated(node).map { all in
                named.inputFields.map { values in .objects(values.filter { all || $0.deprecationReason == nil }.map { .inputValue($0) }) } ?? .null
            }
        default: return .success(.null)
        }
    }

    private func arguments(_ values: [IntrospectionSchema.InputValue], node: Field) -> Result<Resolved, FieldError> {
        includesDeprecated(node).map { all in .objects(values.filter { all || $0.deprecationReason == nil }.map { .inputValue($0) }) }
    }

    // MARK: Writing

    /// Writes a field's value; false when it is null because of an error and the field is non-null, so that the
    /// null goes on to the parent.
    private mutating func write(
        _ value: Result<Resolved, FieldError>, nodes: [Field], type: IntrospectionSchema.TypeReference, path: [IndexPathValue]
    ) -> Bool {
        let start = bytes.count
        switch value {
        case .failure(let error):
            record(error, nodes: nodes, path: path)
        case .success(let resolved):
            if complete(resolved, nodes: nodes, path: path) { return true }
            bytes.removeSubrange(start...)
        }
        JSONBytes.appendLiteral("null", to: &bytes)
        if case .nonNull = type { return false }
        return true
    }

    private mutating func complete(_ value: Resolved, nodes: [Field], path: [IndexPathValue]) -> Bool {
        switch value {
        case .null:
            JSONBytes.appendLiteral("null", to: &bytes)
        case .string(let text):
            JSONBytes.appendString(text, to: &bytes)
        case .boolean(let flag):
            flag ? JSONBytes.appendLiteral("true", to: &bytes) : JSONBytes.appendLiteral("false", to: &bytes)
        case .strings(let texts):
            bytes.append(UInt8(ascii: "["))
            for (index, text) in texts.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONBytes.appendString(text, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            return writeObject(object, nodes: nodes, path: path)
        case .objects(let objects):
            // Every list of the introspection types holds non-null objects: one that fails nulls the list.
            bytes.append(UInt8(ascii: "["))
            for (index, object) in objects.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                guard writeObject(object, nodes: nodes, path: path + [.index(index)]) else { return false }
            }
            bytes.append(UInt8(ascii: "]"))
        }
        return true
    }

    private mutating func writeObject(_ object: Object, nodes: [Field], path: [IndexPathValue]) -> Bool {
        let typename = object.typename
        let fields: [(key: String, nodes: [Field])]
        do throws(FieldError) {
            fields = try collection.fields(of: nodes.compactMap(\.selectionSet?.selections), on: typename)
        } catch {
            record(error, nodes: nodes, path: path)
            return false
        }
        bytes.append(UInt8(ascii: "{"))
        for (index, (key, fieldNodes)) in fields.enumerated() {
            guard let first = fieldNodes.first else { continue }
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONBytes.appendString(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            let name = first.name.value
            if name == "__typename" {
                JSONBytes.appendString(typename, to: &bytes)
                continue
            }
            let type = schema.typesByName[typename]?.fields?.first { $0.name == name }?.type ?? .named("String")
            guard write(resolve(name, on: object, node: first), nodes: fieldNodes, type: type, path: path + [.key(key)]) else {
                return false
            }
        }
        bytes.append(UInt8(ascii: "}"))
        return true
    }

    private mutating func record(_ error: FieldError, nodes: [Field], path: [IndexPathValue]) {
        let locations = error.locations(in: lines) ?? nodes.compactMap { $0.loc?.start }.map(lines.location(of:))
        errors.append(GraphQLError(message: error.description, locations: locations, path: IndexPath(path)))
    }
}

extension IntrospectionSchema.TypeReference {
    /// Whether this is a list wrapper.
    var isList: Bool {
        if case .list = self { return true }
        return false
    }
}
