import GraphQL

/// Finds the fields of a document that answer under one response name but cannot merge (spec 5.3.2,
/// graphql-js's `OverlappingFieldsCanBeMergedRule`, whose algorithm and comments this follows).
///
/// Each selection set's fields are collected once, and each pair of fragments is compared at most once (graphql-js's
/// `PairSet`): without that, fragments spreading others twice make the search exponential. Fields are compared in
/// graphql-js's order and report the same conflicts, repeats included; but two fields whose shapes (see
/// `SelectionShapes`) were once found to merge are not compared again, so that a selection repeated hundreds of
/// times costs one comparison, not one for each pair of its copies. A comparison that merges finds nothing when
/// it is made again later: it compares the same fields, and fragments already compared are only skipped then.
///
/// The search is bounded: it stops after `maxComparisons` comparisons of two fields, and when the task running it
/// is cancelled (`stop` says which).
final class FieldConflictFinder {
    /// Why a search ended before it was done.
    enum Stop {
        /// It needed more than `maxComparisons` comparisons.
        case overBudget
        /// The task running it was cancelled.
        case cancelled
    }

    /// Why the search ended early, if it did; from then on it finds nothing.
    private(set) var stop: Stop?

    private let context: ValidationContext
    private let index: SchemaIndex
    private let maxComparisons: Int
    private var collected: [ObjectIdentifier: CollectedFields] = [:]
    private var comparedFragments = ExclusivityPairSet<String, String>()
    private var shapes = SelectionShapes()
    /// Pairs of shapes (and the exclusivity they were compared with) found to merge.
    private var merging = Set<ShapePair>()
    /// The comparisons made so far (those of shapes known to merge cost none).
    private var comparisons = 0

    /// How many comparisons pass between two looks at the task's cancellation.
    private static let comparisonsBetweenCancellationChecks = 64

    /// Creates a finder for the document `context` validates, reading field types from `index`, that makes at
    /// most `maxComparisons` comparisons.
    init(context: ValidationContext, index: SchemaIndex, maxComparisons: Int) {
        self.context = context
        self.index = index
        self.maxComparisons = maxComparisons
    }

    /// The conflicts among the fields `selectionSet` selects on `parentType`, fragments included; the search
    /// stops once `limit` are found.
    func conflicts(
        within selectionSet: SelectionSet, parentType: (any GraphQLCompositeType)?, limit: Int
    ) -> [FieldConflict] {
        var conflicts: [FieldConflict] = []
        guard stop == nil else { return conflicts }
        let fields = collect(selectionSet, on: parentType)
        // (A) Fields of this set against each other: the only comparison "within" one collection.
        for responseName in fields.responseNames where conflicts.count < limit {
            let group = fields.fieldsByResponseName[responseName] ?? []
            comparePairs(
                responseName, group, group, secondShapes: fields.shapeIndex(of: responseName), within: true, exclusive: false,
                limit: limit, into: &conflicts
            )
        }
        for (offset, name) in fields.fragmentNames.enumerated() where conflicts.count < limit && stop == nil {
            // (B) These fields against each fragment spread, (C) and the fragments against each other.
            compare(fields, withFragment: name, exclusive: false, into: &conflicts)
            for other in fields.fragmentNames.dropFirst(offset + 1) {
                compareFragments(name, other, exclusive: false, into: &conflicts)
            }
        }
        return stop == nil ? conflicts : []
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
        guard stop == nil, let fragmentFields = collect(fragmentNamed: name), fragmentFields !== fields else { return }
        compare(fields, fragmentFields, exclusive: exclusive, into: &conflicts)
        for spread in fragmentFields.fragmentNames {
            guard comparedFragments.insert(min(spread, name), max(spread, name), exclusive: exclusive) else { continue }
            compare(fields, withFragment: spread, exclusive: exclusive, into: &conflicts)
        }
    }

    /// (F, G) Two fragments and the fragments they spread.
    private func compareFragments(_ first: String, _ second: String, exclusive: Bool, into conflicts: inout [FieldConflict]) {
        guard stop == nil, first != second,
              comparedFragments.insert(min(first, second), max(first, second), exclusive: exclusive),
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
        for responseName in first.responseNames where stop == nil {
            guard let others = second.fieldsByResponseName[responseName] else { continue }
            comparePairs(
                responseName, first.fieldsByResponseName[responseName] ?? [], others,
                secondShapes: second.shapeIndex(of: responseName), within: false, exclusive: exclusive, into: &conflicts
            )
        }
    }

    /// Compares each field of `first` with each of `second` (`secondShapes` indexes it), in graphql-js's order: by field of
    /// `first`, then by position in `second`, past the field itself when both are one list (`within`). A pair whose
    /// shapes are known to merge is skipped without being looked at, so that each field costs a look at each
    /// distinct shape, not at each field.
    private func comparePairs(
        _ responseName: String, _ first: [CollectedField], _ second: [CollectedField], secondShapes: ShapeIndex, within: Bool,
        exclusive: Bool, limit: Int = .max, into conflicts: inout [FieldConflict]
    ) {
        for (position, field) in first.enumerated() {
            // For each shape of `second` that may not merge with this field, the next of its positions to compare.
            var cursors: [(shape: Int, next: Int)] = []
            for (shape, other) in secondShapes.shapes.enumerated()
            where !merging.contains(ShapePair(field.shape, other, exclusive: exclusive)) {
                let positions = secondShapes.positions[shape]
                let next = within ? secondShapes.firstIndex(inPositionsOf: shape, after: position) : 0
                if next < positions.count { cursors.append((shape, next)) }
            }
            let positionAt = { (cursor: (shape: Int, next: Int)) in secondShapes.positions[cursor.shape][cursor.next] }
            while stop == nil, let nearest = cursors.indices.min(by: { positionAt(cursors[$0]) < positionAt(cursors[$1]) }) {
                let (shape, next) = cursors[nearest]
                let positions = secondShapes.positions[shape]
                if next + 1 < positions.count { cursors[nearest].next += 1 } else { cursors.remove(at: nearest) }
                if let conflict = conflict(responseName, field, second[positions[next]], exclusive: exclusive) {
                    conflicts.append(conflict)
                    if conflicts.count >= limit { return }
                } else if merging.contains(ShapePair(field.shape, secondShapes.shapes[shape], exclusive: exclusive)) {
                    cursors.removeAll { $0.shape == shape }
                }
            }
        }
    }

    // MARK: Comparing two fields

    /// The conflict between two fields, unless their shapes are known to merge; a pair found to merge is
    /// remembered by its shapes.
    private func conflict(
        _ responseName: String, _ first: CollectedField, _ second: CollectedField, exclusive parentsExclusive: Bool
    ) -> FieldConflict? {
        let pair = ShapePair(first.shape, second.shape, exclusive: parentsExclusive)
        guard stop == nil, !merging.contains(pair), spendComparison() else { return nil }
        let found = unmergeable(responseName, first, second, exclusive: parentsExclusive)
        if found == nil, stop == nil { merging.insert(pair) }
        return found
    }

    /// Counts one comparison; false, with `stop` set, once the budget is spent or the task is cancelled.
    private func spendComparison() -> Bool {
        comparisons += 1
        if comparisons > maxComparisons {
            stop = .overBudget
        } else if comparisons % Self.comparisonsBetweenCancellationChecks == 0, Task.isCancelled {
            stop = .cancelled
        }
        return stop == nil
    }

    private func unmergeable(
        _ responseName: String, _ first: CollectedField, _ second: CollectedField, exclusive parentsExclusive: Bool
    ) -> FieldConflict? {
        // Fields of two different object types never apply to one value, so they may differ in name and arguments;
        // interfaces and unions might overlap, now or in a later schema.
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
                    argumentsKey: argumentsKey, shape: shapes.shape(of: field, on: parentType?.name, argumentsKey: argumentsKey)
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

/// Two shapes of fields compared in this order, and whether their parents were exclusive.
struct ShapePair: Hashable {
    let first: Int
    let second: Int
    let exclusive: Bool

    init(_ first: Int, _ second: Int, exclusive: Bool) {
        self.first = first
        self.second = second
        self.exclusive = exclusive
    }
}
