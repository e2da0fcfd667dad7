import GraphQL

/// Finds the fields of a document that answer under one response name but cannot merge (spec 5.3.2,
/// graphql-js's `OverlappingFieldsCanBeMergedRule`, whose algorithm and comments this follows).
///
/// Each selection set's fields are collected once, and each pair of fragments is compared at most once (graphql-js's
/// `PairSet`): without that, fragments spreading others twice make the search exponential. Every pair of fields is
/// compared, as graphql-js compares them, and so reports the same conflicts, repeats included; two occurrences of one
/// leaf field are told apart from each other by a number, so that `{ name name … }` costs an integer comparison
/// a pair.
final class FieldConflictFinder {
    private let context: ValidationContext
    private let index: SchemaIndex
    private var collected: [ObjectIdentifier: CollectedFields] = [:]
    private var comparedFragments = ExclusivityPairSet<String, String>()
    /// A number for each distinct leaf field (parent type, name, arguments), shared by all collections.
    private var leafIdentities: [String: Int] = [:]

    /// Creates a finder for the document `context` validates, reading field types from `index`.
    init(context: ValidationContext, index: SchemaIndex) {
        self.context = context
        self.index = index
    }

    /// The conflicts among the fields `selectionSet` selects on `parentType`, fragments included; the search
    /// stops once `limit` are found.
    func conflicts(
        within selectionSet: SelectionSet, parentType: (any GraphQLCompositeType)?, limit: Int
    ) -> [FieldConflict] {
        var conflicts: [FieldConflict] = []
        let fields = collect(selectionSet, on: parentType)
        // (A) Fields of this set against each other: the only comparison "within" one collection.
        for responseName in fields.responseNames {
            let group = fields.fieldsByResponseName[responseName] ?? []
            // Repeats of one leaf are skipped on their numbers alone, without copying the fields.
            let leaves = group.map(\.leafIdentity)
            for first in group.indices {
                for second in group.indices.dropFirst(first + 1) {
                    if let leaf = leaves[first], leaf == leaves[second] { continue }
                    if let conflict = conflict(responseName, group[first], group[second], exclusive: false) {
                        conflicts.append(conflict)
                        if conflicts.count >= limit { return conflicts }
                    }
                }
            }
        }
        for (offset, name) in fields.fragmentNames.enumerated() where conflicts.count < limit {
            // (B) These fields against each fragment spread, (C) and the fragments against each other.
            compare(fields, withFragment: name, exclusive: false, into: &conflicts)
            for other in fields.fragmentNames.dropFirst(offset + 1) {
                compareFragments(name, other, exclusive: false, into: &conflicts)
            }
        }
        return conflicts
    }

    // MARK: Comparing collections

    /// (D, E) A collection of fields against a fragment and the fragments it spreads.
    ///
    /// As graphql-js 16.6 does it: a fragment spread by another is descended into once per pair of the two names
    /// (and exclusivity) in the whole document, in the pairs that `compareFragments` records too; so a later
    /// collection is not compared with it through the same spread (a conflict graphql-js does not report either).
    private func compare(
        _ fields: CollectedFields, withFragment name: String, exclusive: Bool, into conflicts: inout [FieldConflict]
    ) {
        guard let fragmentFields = collect(fragmentNamed: name), fragmentFields !== fields else { return }
        compare(fields, fragmentFields, exclusive: exclusive, into: &conflicts)
        for spread in fragmentFields.fragmentNames {
            guard comparedFragments.insert(min(spread, name), max(spread, name), exclusive: exclusive) else { continue }
            compare(fields, withFragment: spread, exclusive: exclusive, into: &conflicts)
        }
    }

    /// (F, G) Two fragments and the fragments they spread.
    private func compareFragments(_ first: String, _ second: String, exclusive: Bool, into conflicts: inout [FieldConflict]) {
        guard first != second, comparedFragments.insert(min(first, second), max(first, second), exclusive: exclusive),
              let firstFields = collect(fragmentNamed: first), let secondFields = collect(fragmentNamed: second)
        else { return }
        compare(firstFields, secondFields, exclusive: exclusive, into: &conflicts)
        for spread in secondFields.fragmentNames {
            compareFragments(first, spread, exclusive: exclusive, into: &conflicts)
        }
        for spread in firstFields.fragmentNames {
            compareFragments(spread, second, exclusive: exclusive, into: &conflicts)
        }
    }

    /// Every field of one collection against the fields of the other under the same response name.
    private func compare(
        _ first: CollectedFields, _ second: CollectedFields, exclusive: Bool, into conflicts: inout [FieldConflict]
    ) {
        for responseName in first.responseNames {
            guard let others = second.fieldsByResponseName[responseName] else { continue }
            for field in first.fieldsByResponseName[responseName] ?? [] {
                for other in others {
                    if let conflict = conflict(responseName, field, other, exclusive: exclusive) {
                        conflicts.append(conflict)
                    }
                }
            }
        }
    }

    // MARK: Comparing two fields

    private func conflict(
        _ responseName: String, _ first: CollectedField, _ second: CollectedField, exclusive parentsExclusive: Bool
    ) -> FieldConflict? {
        // Fields of two different object types never apply to one value, so they may differ in name and arguments;
        // interfaces and unions might overlap, now or in a later schema.
        if let leaf = first.leafIdentity, leaf == second.leafIdentity { return nil }
        let exclusive = parentsExclusive || Self.areDifferentObjectTypes(first.parentType, second.parentType)
        if !exclusive {
            let (firstName, secondName) = (first.node.name.value, second.node.name.value)
            if firstName != secondName {
                return FieldConflict(
                    responseName: responseName, reason: .message("\"\(firstName)\" and \"\(secondName)\" are different fields"),
                    fields1: [first.node], fields2: [second.node]
                )
            }
            if first.argumentsKey != second.argumentsKey {
                return FieldConflict(
                    responseName: responseName, reason: .message("they have differing arguments"),
                    fields1: [first.node], fields2: [second.node]
                )
            }
        }
        if let firstType = first.type, let secondType = second.type, Self.typesConflict(firstType, secondType) {
            return FieldConflict(
                responseName: responseName,
                reason: .message("they return conflicting types \"\(firstType.debugDescription)\" and \"\(secondType.debugDescription)\""),
                fields1: [first.node], fields2: [second.node]
            )
        }
        guard let firstSelections = first.node.selectionSet, let secondSelections = second.node.selectionSet else { return nil }
        let subconflicts = conflictsBetween(
            firstSelections, on: compositeType(of: first.type), secondSelections, on: compositeType(of: second.type),
            exclusive: exclusive
        )
        guard !subconflicts.isEmpty else { return nil }
        return FieldConflict(
            responseName: responseName,
            reason: .subfields(subconflicts.map { ($0.responseName, $0.reason) }),
            fields1: [first.node] + subconflicts.flatMap(\.fields1),
            fields2: [second.node] + subconflicts.flatMap(\.fields2)
        )
    }

    /// (H, I, J) The sub-selections of two fields that answer under one name.
    private func conflictsBetween(
        _ firstSet: SelectionSet, on firstType: (any GraphQLCompositeType)?,
        _ secondSet: SelectionSet, on secondType: (any GraphQLCompositeType)?, exclusive: Bool
    ) -> [FieldConflict] {
        var conflicts: [FieldConflict] = []
        let first = collect(firstSet, on: firstType)
        let second = collect(secondSet, on: secondType)
        compare(first, second, exclusive: exclusive, into: &conflicts)
        for name in second.fragmentNames {
            compare(first, withFragment: name, exclusive: exclusive, into: &conflicts)
        }
        for name in first.fragmentNames {
            compare(second, withFragment: name, exclusive: exclusive, into: &conflicts)
        }
        for firstName in first.fragmentNames {
            for secondName in second.fragmentNames {
                compareFragments(firstName, secondName, exclusive: exclusive, into: &conflicts)
            }
        }
        return conflicts
    }

    private static func areDifferentObjectTypes(_ first: (any GraphQLCompositeType)?, _ second: (any GraphQLCompositeType)?) -> Bool {
        guard let first = first as? GraphQLObjectType, let second = second as? GraphQLObjectType else { return false }
        return first.name != second.name
    }

    /// Whether two return types cannot hold one value: lists and non-null must match, leaves must be the same type;
    /// composite types are compared field by field instead.
    private static func typesConflict(_ first: any GraphQLType, _ second: any GraphQLType) -> Bool {
        switch (first, second) {
        case let (first as GraphQLList, second as GraphQLList):
            return typesConflict(first.ofType, second.ofType)
        case (is GraphQLList, _), (_, is GraphQLList):
            return true
        case let (first as GraphQLNonNull, second as GraphQLNonNull):
            return typesConflict(first.ofType, second.ofType)
        case (is GraphQLNonNull, _), (_, is GraphQLNonNull):
            return true
        case let (first as any GraphQLNamedType, second as any GraphQLNamedType):
            let isLeaf = { (type: any GraphQLNamedType) in type is GraphQLScalarType || type is GraphQLEnumType }
            return (isLeaf(first) || isLeaf(second)) && first.name != second.name
        default:
            return false
        }
    }

    // MARK: Collecting fields

    private func collect(fragmentNamed name: String) -> CollectedFields? {
        guard let fragment = context.getFragment(name: name) else { return nil }
        return collect(fragment.selectionSet, on: compositeType(named: fragment.typeCondition.name.value))
    }

    private func collect(_ selectionSet: SelectionSet, on parentType: (any GraphQLCompositeType)?) -> CollectedFields {
        if let known = collected[ObjectIdentifier(selectionSet)] { return known }
        let fields = CollectedFields()
        add(selectionSet, on: parentType, to: fields)
        collected[ObjectIdentifier(selectionSet)] = fields
        return fields
    }

    private func add(_ selectionSet: SelectionSet, on parentType: (any GraphQLCompositeType)?, to fields: CollectedFields) {
        for selection in selectionSet.selections {
            switch selection {
            case let field as Field:
                let argumentsKey = ArgumentsKey.of(field.arguments)
                fields.add(CollectedField(
                    parentType: parentType, node: field, type: fieldType(field.name.value, on: parentType),
                    argumentsKey: argumentsKey, leafIdentity: leafIdentity(of: field, on: parentType, argumentsKey: argumentsKey)
                ))
            case let spread as FragmentSpread:
                fields.addFragment(named: spread.name.value)
            case let inline as InlineFragment:
                let type = inline.typeCondition.map { compositeType(named: $0.name.value) } ?? parentType
                add(inline.selectionSet, on: type, to: fields)
            default:
                continue
            }
        }
    }

    /// The same number for two leaf fields that are the same field with the same arguments on the same type, which
    /// cannot conflict; nil for a field with a sub-selection.
    private func leafIdentity(of field: Field, on parentType: (any GraphQLCompositeType)?, argumentsKey: String) -> Int? {
        guard field.selectionSet == nil else { return nil }
        let key = [parentType?.name ?? "", field.name.value, argumentsKey].joined(separator: "\u{0}")
        if let known = leafIdentities[key] { return known }
        leafIdentities[key] = leafIdentities.count
        return leafIdentities.count - 1
    }

    private func compositeType(named name: String) -> (any GraphQLCompositeType)? {
        context.schema.getType(name: name) as? any GraphQLCompositeType
    }

    private func compositeType(of type: (any GraphQLOutputType)?) -> (any GraphQLCompositeType)? {
        getNamedType(type: type).flatMap { compositeType(named: $0.name) }
    }

    /// The declared type of a field, nil for meta-fields and unknown fields (which other rules report).
    private func fieldType(_ name: String, on parentType: (any GraphQLCompositeType)?) -> (any GraphQLOutputType)? {
        // Through the index: an SDL-built type's public `fields()` builds its whole field map again at every call,
        // which cost a new document a quarter of its validation.
        switch parentType {
        case let object as GraphQLObjectType: index.field(name, of: object)?.type
        case let interface as GraphQLInterfaceType: (try? interface.fields())?[name]?.type
        default: nil
        }
    }
}

/// Pairs already compared, and whether they were compared as mutually exclusive: a comparison that was not
/// exclusive covers an exclusive one too (graphql-js's `PairSet`).
struct ExclusivityPairSet<First: Hashable, Second: Hashable> {
    private struct Pair: Hashable {
        let first: First
        let second: Second
    }

    private var exclusivity: [Pair: Bool] = [:]

    /// Records the pair; false when it was already compared in a way that covers this comparison.
    mutating func insert(_ first: First, _ second: Second, exclusive: Bool) -> Bool {
        let pair = Pair(first: first, second: second)
        if let known = exclusivity[pair], exclusive || known == exclusive { return false }
        exclusivity[pair] = exclusive
        return true
    }
}
