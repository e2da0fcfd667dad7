import GraphQL

/// Why an operation could not be compiled.
enum PlanFailure: Error {
    /// The operation could produce more values than the limit allows.
    case tooLarge(limit: Int)
    /// The document does not fit the schema (validation should have caught it).
    case invalid(String)
    /// An error graphql-js raises while executing, not while validating: a `@skip` or `@include` condition that
    /// is null (at the root; below it the error nulls a field), or an operation type the schema lacks. The
    /// response is `data: null` with the error.
    case nullData(FieldError)

    /// What the client is told.
    var message: String {
        switch self {
        case .tooLarge(let limit):
            "Query result is too large: it could produce more than \(limit) values. "
                + "Ask for fewer fields, aliases or nested lists."
        case .invalid(let message): message
        case .nullData(let error): error.description
        }
    }
}

/// Compiles one operation of a validated document into an `ExecutionPlan`, bounding its result as it goes.
struct PlanCompiler {
    /// What an introspection root field is charged, in values: about the size of this schema's full introspection.
    static let introspectionCharge = 5_000

    private let schema: GraphQLSchema
    private let index: SchemaIndex
    private let resultBound: ResultBound
    private let fragments: [String: FragmentDefinition]
    private let variables: [String: Map]
    private let data: EngineData
    private let coercion: InputCoercion
    private let limit: Int
    private var spent = 0
    private var fields: [PlannedField] = []
    private var argumentSites: [ArgumentSite] = []
    /// The first site of each resolver and argument text.
    private var siteByText: [String: Int] = [:]
    /// The root introspection fields, by response key, in selection order.
    private var introspectionFields: [(key: String, nodes: [Field])] = []

    /// A compiler for operations of a document with these `fragments`; `variables` are the request's coerced
    /// values, read only by `@skip` and `@include`; arguments that name no variable are bound once, over `data`.
    init(
        schema: GraphQLSchema, index: SchemaIndex, resultBound: ResultBound,
        fragments: [String: FragmentDefinition], variables: [String: Map], data: EngineData, coercion: InputCoercion,
        limit: Int
    ) {
        self.schema = schema
        self.index = index
        self.resultBound = resultBound
        self.fragments = fragments
        self.variables = variables
        self.data = data
        self.coercion = coercion
        self.limit = limit
    }

    /// The plan of `operation`, or why there is none.
    mutating func compile(_ operation: OperationDefinition) throws(PlanFailure) -> ExecutionPlan {
        guard operation.operation == .query, let queryType = schema.queryType else {
            throw .nullData(FieldError("Schema is not configured to execute \(operation.operation) operation.", at: operation))
        }
        let root = try selection(of: [operation.selectionSet], on: queryType, parents: 1, distinct: true)
        return ExecutionPlan(
            root: root, fields: fields, argumentSites: argumentSites,
            introspection: try introspectionPart(of: operation), bound: spent
        )
    }

    /// The merged fields of `sets` on `type`, each planned with its sub-selection.
    private mutating func selection(
        of sets: [SelectionSet], on type: GraphQLObjectType, parents: Int, distinct: Bool
    ) throws(PlanFailure) -> [PlannedField] {
        var keys: [String] = []
        var nodesByKey: [String: [Field]] = [:]
        var visitedFragments: Set<String> = []
        do throws(FieldError) {
            for set in sets {
                try collect(set, on: type, keys: &keys, nodesByKey: &nodesByKey, visitedFragments: &visitedFragments)
            }
        } catch {
            throw .nullData(error)
        }
        var planned: [PlannedField] = []
        planned.reserveCapacity(keys.count)
        for key in keys {
            guard let nodes = nodesByKey[key], let first = nodes.first else { continue }
            if let field = try plan(key: key, nodes: nodes, name: first.name.value, on: type, parents: parents, distinct: distinct) {
                planned.append(field)
            }
        }
        return planned
    }

    /// The spec's CollectFields: fields by response key in document order, through fragments whose type
    /// condition holds, skipping what `@skip` or `@include` leave out; each fragment is expanded once.
    private func collect(
        _ set: SelectionSet, on type: GraphQLObjectType, keys: inout [String], nodesByKey: inout [String: [Field]],
        visitedFragments: inout Set<String>
    ) throws(FieldError) {
        for selection in set.selections {
            switch selection {
            case let field as Field:
                guard try included(field.directives) else { continue }
                let key = field.alias?.value ?? field.name.value
                if nodesByKey[key] == nil { keys.append(key) }
                nodesByKey[key, default: []].append(field)
            case let inline as InlineFragment:
                guard try included(inline.directives), applies(inline.typeCondition, to: type) else { continue }
                try collect(inline.selectionSet, on: type, keys: &keys, nodesByKey: &nodesByKey, visitedFragments: &visitedFragments)
            case let spread as FragmentSpread:
                let name = spread.name.value
                guard !visitedFragments.contains(name), try included(spread.directives) else { continue }
                visitedFragments.insert(name)
                guard let fragment = fragments[name], applies(fragment.typeCondition, to: type) else { continue }
                try collect(fragment.selectionSet, on: type, keys: &keys, nodesByKey: &nodesByKey, visitedFragments: &visitedFragments)
            default:
                continue
            }
        }
    }

    private mutating func plan(
        key: String, nodes: [Field], name: String, on type: GraphQLObjectType, parents: Int, distinct: Bool
    ) throws(PlanFailure) -> PlannedField? {
        let coordinate = "\(type.name).\(name)"
        if name == "__schema" || name == "__type" {
            guard type.name == schema.queryType?.name else { throw .invalid("\(name) is only allowed on the query root.") }
            try charge(Self.introspectionCharge)
            introspectionFields.append((key, nodes))
            return add(key: key, resolver: .introspection, coordinate: coordinate, nullable: name == "__type",
                       selection: [], argumentSlot: nil, nodes: nodes, typename: type.name)
        }
        try charge(max(parents, 1))
        if name == "__typename" {
            return add(key: key, resolver: .typename, coordinate: coordinate, nullable: false,
                       selection: [], argumentSlot: nil, nodes: nodes, typename: type.name)
        }
        guard let resolver = FieldResolver.table[type.name]?[name], let definition = index.field(name, of: type) else {
            throw .invalid("Cannot query field \"\(name)\" on type \"\(type.name)\".")
        }
        var argumentSlot: Int?
        if !definition.args.isEmpty {
            argumentSlot = argumentSites.count
            let definitions = definition.args.map { ($0.key, $0.value.type, $0.value.defaultValue) }
            let text = coordinate + "(" + nodes[0].arguments.map { print(ast: $0) }.joined(separator: ",") + ")"
            let sameAs = siteByText[text]
            if sameAs == nil { siteByText[text] = argumentSites.count }
            let site = ArgumentSite(resolver: resolver, field: nodes[0], definitions: definitions, constant: nil, sameAs: sameAs)
            // Literal arguments (`name(lang: "fr")`) are coerced here, once per plan, not once per request.
            let constant = sameAs.flatMap { argumentSites[$0].constant } ?? (BoundArgument.readsVariables(nodes[0].arguments)
                ? nil
                : BoundArgument.bind(site, variables: [:], data: data, coercion: coercion))
            argumentSites.append(ArgumentSite(
                resolver: resolver, field: nodes[0], definitions: definitions, constant: constant, sameAs: sameAs
            ))
        }
        var selection: [PlannedField] = []
        var selectionFailure: FieldError?
        if let objectType = getNamedType(type: definition.type) as? GraphQLObjectType {
            var children = parents
            var childrenDistinct = parents <= 1
            if let fanout = resultBound.fanout(of: resolver) {
                children = fanout.elements(parents: parents, distinct: distinct)
                childrenDistinct = distinct && fanout.partitions
                try charge(children)
            }
            do throws(PlanFailure) {
                selection = try self.selection(
                    of: nodes.compactMap(\.selectionSet), on: objectType, parents: children, distinct: childrenDistinct
                )
            } catch .nullData(let error) {
                selectionFailure = error
            }
        } else if let fanout = resultBound.fanout(of: resolver) {
            try charge(fanout.elements(parents: parents, distinct: distinct))
        }
        return add(key: key, resolver: resolver, coordinate: coordinate, nullable: !(definition.type is GraphQLNonNull),
                   selection: selection, argumentSlot: argumentSlot, nodes: nodes, typename: type.name,
                   selectionFailure: selectionFailure)
    }

    private mutating func add(
        key: String, resolver: FieldResolver, coordinate: String, nullable: Bool, selection: [PlannedField],
        argumentSlot: Int?, nodes: [Field], typename: String, selectionFailure: FieldError? = nil
    ) -> PlannedField {
        let field = PlannedField(
            id: fields.count, responseKey: key, resolver: resolver, coordinate: coordinate, nullable: nullable,
            selection: selection, argumentSlot: argumentSlot, nodes: nodes, typename: typename,
            selectionFailure: selectionFailure
        )
        fields.append(field)
        return field
    }

    private mutating func charge(_ values: Int) throws(PlanFailure) {
        spent = ResultBound.sum(spent, values)
        if spent > limit { throw .tooLarge(limit: limit) }
    }

    /// The root introspection fields as documents of their own, with the operation's variables and every fragment.
    ///
    /// Fields that differ only by their alias are run once, under an alias of the part's own (`i0`, `i1`, …), and
    /// each distinct one in a document of its own, run one after the other: the schema is static, and each
    /// `__schema` costs GraphQLSwift's executor megabytes while it runs, which it would spend on all at once.
    private func introspectionPart(of operation: OperationDefinition) throws(PlanFailure) -> IntrospectionPart? {
        guard !introspectionFields.isEmpty else { return nil }
        var head = "query"
        if !operation.variableDefinitions.isEmpty {
            head += "(" + operation.variableDefinitions.map { print(ast: $0) }.joined(separator: ", ") + ")"
        }
        let tail = "\n}\n" + fragments.values.map { print(ast: $0) }.joined(separator: "\n")
        var partKeys: [(key: String, partKey: String)] = []
        var partKeyOfSelection: [String: String] = [:]
        var documents: [Document] = []
        for (key, nodes) in introspectionFields {
            let selection = nodes.map(Self.unaliased).joined(separator: "\n")
            if let shared = partKeyOfSelection[selection] {
                partKeys.append((key, shared))
                continue
            }
            let partKey = "i\(partKeyOfSelection.count)"
            partKeyOfSelection[selection] = partKey
            partKeys.append((key, partKey))
            let text = head + " {\n" + nodes.map { partKey + ": " + Self.unaliased($0) }.joined(separator: "\n") + tail
            do {
                documents.append(try parse(source: Source(body: text, name: "introspection")))
            } catch {
                throw .invalid("Internal error: the introspection part does not parse: \(error)")
            }
        }
        return IntrospectionPart(documents: documents, keys: partKeys)
    }

    /// A field printed without its alias.
    private static func unaliased(_ field: Field) -> String {
        let printed = print(ast: field)
        guard let alias = field.alias?.value, printed.hasPrefix(alias + ": ") else { return printed }
        return String(printed.dropFirst(alias.count + 2))
    }

    /// The spec's (and graphql-js's) ShouldIncludeNode: `@skip` is read first, then `@include`; a condition that
    /// is null is an error located at it.
    private func included(_ directives: [Directive]) throws(FieldError) -> Bool {
        if let skip = directives.first(where: { $0.name.value == GraphQLSkipDirective.name }),
           try condition(of: skip, GraphQLSkipDirective) {
            return false
        }
        if let include = directives.first(where: { $0.name.value == GraphQLIncludeDirective.name }) {
            return try condition(of: include, GraphQLIncludeDirective)
        }
        return true
    }

    private func condition(of node: Directive, _ directive: GraphQLDirective) throws(FieldError) -> Bool {
        let definitions = directive.args.map { ($0.name, $0.type, $0.defaultValue) }
        switch coercion.arguments(node.arguments, definitions: definitions, of: node, variables: variables) {
        case .success(let arguments): return arguments["if"]?.bool ?? false
        case .failure(let error): throw error
        }
    }

    private func applies(_ condition: NamedType?, to type: GraphQLObjectType) -> Bool {
        // The schema has no interfaces or unions: a condition holds exactly when it names the type.
        guard let condition else { return true }
        return condition.name.value == type.name
    }

    /// The names of the variables that `@skip` and `@include` read anywhere in the document: the plan depends on them.
    static func directiveVariables(of document: Document) -> [String] {
        var names: Set<String> = []
        var pending: [SelectionSet] = document.definitions.compactMap {
            ($0 as? OperationDefinition)?.selectionSet ?? ($0 as? FragmentDefinition)?.selectionSet
        }
        while let set = pending.popLast() {
            for selection in set.selections {
                let directives: [Directive]
                switch selection {
                case let field as Field:
                    directives = field.directives
                    if let below = field.selectionSet { pending.append(below) }
                case let inline as InlineFragment:
                    directives = inline.directives
                    pending.append(inline.selectionSet)
                case let spread as FragmentSpread:
                    directives = spread.directives
                default:
                    continue
                }
                for directive in directives {
                    for argument in directive.arguments {
                        if let variable = argument.value as? Variable { names.insert(variable.name.value) }
                    }
                }
            }
        }
        return names.sorted()
    }
}
