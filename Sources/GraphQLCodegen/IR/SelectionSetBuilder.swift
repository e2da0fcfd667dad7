import GraphQL

/// Resolves selection sets against the schema into `SelectionSetIR`, merging fields that share a response key.
struct SelectionSetBuilder {
    /// The schema fields are looked up in.
    let schema: GraphQLSchema
    /// Each known fragment's type condition, by fragment name.
    let fragmentTypeConditions: [String: String]
    /// Locates diagnostics in the file being built.
    let locator: SourceLocator
    /// Problems found while building (unsupported constructs, conflicting fields).
    private(set) var diagnostics: [Diagnostic] = []

    /// Creates a builder for selections from the file `locator` points into.
    init(schema: GraphQLSchema, fragmentTypeConditions: [String: String], locator: SourceLocator) {
        self.schema = schema
        self.fragmentTypeConditions = fragmentTypeConditions
        self.locator = locator
    }

    /// The merged selection of `selectionSets`, all made on `parentType`.
    mutating func build(_ selectionSets: [SelectionSet], on parentType: any GraphQLCompositeType) -> SelectionSetIR {
        var groups: [FieldGroup] = []
        var fragmentNames: Set<String> = []
        for selectionSet in selectionSets {
            collect(selectionSet, on: parentType, conditional: false, into: &groups, fragments: &fragmentNames)
        }

        let fragments = fragmentNames.sorted().map { name in
            FragmentReference(
                name: name,
                typeName: SwiftNames.fragmentTypeName(name),
                propertyName: SwiftNames.fragmentPropertyName(name)
            )
        }
        let fragmentTypeNames = Set(fragmentTypeConditions.keys.map(SwiftNames.fragmentTypeName))
        var namer = NestedTypeNamer(reserved: fragmentTypeNames)
        let availableFields = Self.fields(of: parentType)
        var fields: [FieldIR] = []
        for group in groups {
            if !fragments.isEmpty, group.responseKey == "fragments" {
                report(group.first, "the response key `fragments` clashes with the property holding this selection's fragments; use an alias")
                continue
            }
            if let field = resolve(group, available: availableFields, namer: &namer) {
                fields.append(field)
            }
        }
        return SelectionSetIR(parentTypeName: parentType.name, fields: fields, fragments: fragments)
    }

    // MARK: Collecting

    /// Every occurrence of one response key within a selection, including through inline fragments.
    private struct FieldGroup {
        let responseKey: String
        var occurrences: [Field]
        /// Whether every occurrence carries `@skip` or `@include`.
        var conditional: Bool

        var first: Field { occurrences[0] }
    }

    private mutating func collect(
        _ selectionSet: SelectionSet, on parentType: any GraphQLCompositeType, conditional: Bool,
        into groups: inout [FieldGroup], fragments: inout Set<String>
    ) {
        for selection in selectionSet.selections {
            switch selection {
            case let field as Field:
                let key = field.alias?.value ?? field.name.value
                let isConditional = conditional || Self.hasInclusionDirective(field.directives)
                if let index = groups.firstIndex(where: { $0.responseKey == key }) {
                    groups[index].occurrences.append(field)
                    groups[index].conditional = groups[index].conditional && isConditional
                } else {
                    groups.append(FieldGroup(responseKey: key, occurrences: [field], conditional: isConditional))
                }
            case let spread as FragmentSpread:
                guard spread.directives.isEmpty else {
                    report(spread, "directives on fragment spreads are not supported by countries-codegen")
                    continue
                }
                guard let condition = fragmentTypeConditions[spread.name.value] else { continue }
                guard applies(condition, to: parentType) else {
                    report(spread, "fragment \"\(spread.name.value)\" on \(condition) may not apply to every \(parentType.name); conditional fragments are not supported")
                    continue
                }
                fragments.insert(spread.name.value)
            case let inline as InlineFragment:
                if let condition = inline.typeCondition?.name.value, !applies(condition, to: parentType) {
                    report(inline, "an inline fragment on \(condition) may not apply to every \(parentType.name); conditional fragments are not supported")
                    continue
                }
                let isConditional = conditional || Self.hasInclusionDirective(inline.directives)
                collect(inline.selectionSet, on: parentType, conditional: isConditional, into: &groups, fragments: &fragments)
            default:
                break
            }
        }
    }

    /// Whether a fragment on `condition` always applies to a value of `parentType`: the same type, or an
    /// abstract type containing the concrete parent (validation has already ruled out impossible spreads).
    private func applies(_ condition: String, to parentType: any GraphQLCompositeType) -> Bool {
        if condition == parentType.name { return true }
        guard parentType is GraphQLObjectType, let conditionType = schema.getType(name: condition) else { return false }
        return conditionType is GraphQLInterfaceType || conditionType is GraphQLUnionType
    }

    private static func hasInclusionDirective(_ directives: [Directive]) -> Bool {
        directives.contains { $0.name.value == "skip" || $0.name.value == "include" }
    }

    // MARK: Resolving

    private mutating func resolve(
        _ group: FieldGroup, available: GraphQLFieldMap, namer: inout NestedTypeNamer
    ) -> FieldIR? {
        let fieldName = group.first.name.value
        let arguments = Self.printedArguments(group.first)
        for other in group.occurrences.dropFirst() {
            if other.name.value != fieldName {
                report(other, "fields \"\(group.responseKey)\" conflict because \(fieldName) and \(other.name.value) are different fields; use different aliases")
                return nil
            }
            if Self.printedArguments(other) != arguments {
                report(other, "fields \"\(group.responseKey)\" conflict because they have differing arguments; use different aliases")
                return nil
            }
        }

        var shape: TypeShape
        var nested: NestedSelection?
        var description: String?
        if fieldName == "__typename" {
            shape = .nonNull(.named("String"))
        } else if fieldName.hasPrefix("__") {
            report(group.first, "introspection field \(fieldName) is not supported by countries-codegen")
            return nil
        } else {
            // Unknown fields were already reported by validation.
            guard let definition = available[fieldName] else { return nil }
            description = definition.description
            if let composite = getNamedType(type: definition.type) as? any GraphQLCompositeType {
                let typeName = namer.name(forResponseKey: group.responseKey, isList: Self.containsList(definition.type))
                let selection = build(group.occurrences.compactMap(\.selectionSet), on: composite)
                nested = NestedSelection(typeName: typeName, selection: selection)
                shape = SchemaTypeMapping.shape(of: definition.type) { _ in typeName }
            } else {
                shape = SchemaTypeMapping.shape(of: definition.type, name: SchemaTypeMapping.swiftName(of:))
            }
        }
        if group.conditional { shape = shape.nullable }

        return FieldIR(
            responseKey: group.responseKey,
            fieldName: fieldName,
            shape: shape,
            documentation: Documentation.field(
                name: fieldName, responseKey: group.responseKey, description: description,
                conditional: group.conditional
            ),
            nested: nested
        )
    }

    /// The fields a composite type offers; unions offer none besides `__typename`.
    private static func fields(of type: any GraphQLCompositeType) -> GraphQLFieldMap {
        switch type {
        case let object as GraphQLObjectType: (try? object.fields()) ?? [:]
        case let interface as GraphQLInterfaceType: (try? interface.fields()) ?? [:]
        default: [:]
        }
    }

    private static func containsList(_ type: any GraphQLType) -> Bool {
        switch type {
        case is GraphQLList: true
        case let nonNull as GraphQLNonNull: containsList(nonNull.ofType)
        default: false
        }
    }

    private static func printedArguments(_ field: Field) -> [String] {
        field.arguments.map { print(ast: $0) }.sorted()
    }

    private mutating func report(_ node: any Node, _ message: String) {
        diagnostics.append(locator.diagnostic(atUTF8Offset: node.loc?.start ?? 0, message))
    }
}
