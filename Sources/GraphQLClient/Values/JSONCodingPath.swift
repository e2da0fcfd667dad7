/// A coding path held as its container's path plus one last key, so pointing a decoder at a nested value
/// allocates nothing; the full array is built only when asked for.
struct JSONCodingPath {
    /// The path of the container the value is in.
    let parent: [any CodingKey]
    /// The value's key in that container; nil at the root.
    let last: (any CodingKey)?

    /// The root path.
    static let root = JSONCodingPath(parent: [], last: nil)

    /// The keys, in order.
    var keys: [any CodingKey] {
        guard let last else { return parent }
        var keys = parent
        keys.append(last)
        return keys
    }
}

/// The coding keys the decoder makes itself: array positions ("Index 3", as `JSONDecoder` names them) and `super`.
enum JSONCodingKey: CodingKey {
    /// A position in an array.
    case index(Int)
    /// A named member.
    case name(String)

    /// A named key.
    init(stringValue: String) { self = .name(stringValue) }
    /// A position.
    init(intValue: Int) { self = .index(intValue) }

    /// The name, or "Index N" for a position.
    var stringValue: String {
        switch self {
        case .index(let position): "Index \(position)"
        case .name(let name): name
        }
    }

    /// The position, for positions.
    var intValue: Int? {
        if case .index(let position) = self { position } else { nil }
    }
}
