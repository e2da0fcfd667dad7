/// A JSON object: its members in the order of their keys (Swift `String` order), each key once.
///
/// Kept as an array of keys beside an array of values rather than as a dictionary, which has room for a third
/// more members than it holds and stores each key with its value: objects of one shape, as the elements of a
/// list are, share one array of keys (the parser hands them the same one), so that each costs only its values.
/// A member is found by binary search.
public struct JSONObject: Sendable, Hashable {
    /// The keys, in order.
    public private(set) var keys: [String]
    /// The values, in the order of their keys.
    public private(set) var values: [JSONValue]

    /// An object of `keys`, sorted and unique, and their `values`.
    init(sortedKeys keys: [String], values: [JSONValue]) {
        self.keys = keys
        self.values = values
    }

    /// An object of `keys` and the `values` beside them. Keys already in order, each once, as those of one shape
    /// are, are kept as they are, so that the objects of one shape can share them; others are put in order, a
    /// repeated key keeping its last value.
    public init(keys: [String], values: [JSONValue]) {
        precondition(keys.count == values.count, "as many keys as values")
        guard zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 }) else {
            self.init(Dictionary(zip(keys, values), uniquingKeysWith: { _, last in last }))
            return
        }
        self.init(sortedKeys: keys, values: values)
    }

    /// The members of a dictionary.
    public init(_ members: [String: JSONValue]) {
        let sorted = members.sorted { $0.key < $1.key }
        self.init(sortedKeys: sorted.map(\.key), values: sorted.map(\.value))
    }

    /// The members as a dictionary, for code that looks members up by key many times or passes them on as one.
    public var dictionary: [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: zip(keys, values))
    }

    /// The value of the member `key`, or nil; setting nil removes the member.
    public subscript(key: String) -> JSONValue? {
        get {
            let position = position(of: key)
            guard position < keys.count, keys[position] == key else { return nil }
            return values[position]
        }
        set {
            let position = position(of: key)
            let present = position < keys.count && keys[position] == key
            switch (newValue, present) {
            case (let value?, true): values[position] = value
            case (let value?, false):
                keys.insert(key, at: position)
                values.insert(value, at: position)
            case (nil, true):
                keys.remove(at: position)
                values.remove(at: position)
            case (nil, false): break
            }
        }
    }

    /// Where `key` is, or would be inserted: the first key not before it.
    private func position(of key: String) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension JSONObject: RandomAccessCollection {
    /// The first member's position: 0.
    public var startIndex: Int { 0 }
    /// The position after the last member.
    public var endIndex: Int { keys.count }

    /// The member at `position`, in the order of the keys.
    public subscript(position: Int) -> (key: String, value: JSONValue) {
        (keys[position], values[position])
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
