import BoundedStorage
import GraphQL

/// A field as a selection set asks for it: the node, the type it is selected on, and what that type says of it.
struct CollectedField {
    /// The type the field is selected on (nil when it is unknown, which other rules report).
    let parentType: (any GraphQLCompositeType)?
    /// The field node.
    let node: Field
    /// The field's declared type, nil for unknown fields and meta-fields such as `__typename`.
    let type: (any GraphQLOutputType)?
    /// `ArgumentsKey` of the node's arguments, computed once.
    let argumentsKey: ExactText
    /// The same number for fields that are written alike on the same type (see `SelectionShapes`).
    let shape: Int
}

/// The fields of one selection set by response name (inline fragments included), and the fragments it spreads.
///
/// A class because the conflict finder caches it per selection set and compares instances by identity.
final class CollectedFields {
    /// Response names in the order they first appear.
    private(set) var responseNames: [String] = []
    /// The fields under each response name, in document order.
    private(set) var fieldsByResponseName: [String: [CollectedField]] = [:]
    /// Names of the fragments spread directly or through inline fragments, without repeats, in order.
    private(set) var fragmentNames: [String] = []
    private var knownFragmentNames: Set<String> = []
    private var shapeIndexes: [String: ShapeIndex] = [:]

    /// Adds a field under its response name.
    func add(_ field: CollectedField) {
        let responseName = field.node.alias?.value ?? field.node.name.value
        if fieldsByResponseName[responseName] == nil { responseNames.append(responseName) }
        fieldsByResponseName[responseName, default: []].append(field)
    }

    /// Records a fragment spread.
    func addFragment(named name: String) {
        if knownFragmentNames.insert(name).inserted { fragmentNames.append(name) }
    }

    /// Where each shape of the fields under `responseName` stands, built once.
    func shapeIndex(of responseName: String) -> ShapeIndex {
        if let known = shapeIndexes[responseName] { return known }
        let built = ShapeIndex(fieldsByResponseName[responseName] ?? [])
        shapeIndexes[responseName] = built
        return built
    }
}

/// The positions of each shape among a list of fields, shapes in the order they first appear.
struct ShapeIndex {
    /// The distinct shapes.
    let shapes: [Int]
    /// The positions of `shapes[n]`, ascending.
    let positions: [[Int]]

    init(_ fields: [CollectedField]) {
        var order: [Int: Int] = [:]
        var shapes: [Int] = []
        var positions: [[Int]] = []
        for (position, field) in fields.enumerated() {
            if let known = order[field.shape] {
                positions[known].append(position)
            } else {
                order[field.shape] = shapes.count
                shapes.append(field.shape)
                positions.append([position])
            }
        }
        self.shapes = shapes
        self.positions = positions
    }

    /// The index in `positions[shape]` of the first position after `position` (its count when there is none).
    func firstIndex(inPositionsOf shape: Int, after position: Int) -> Int {
        let list = positions[shape]
        var (low, high) = (0, list.count)
        while low < high {
            let middle = (low + high) / 2
            if list[middle] > position { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
