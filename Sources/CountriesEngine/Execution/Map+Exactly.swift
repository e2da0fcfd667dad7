import GraphQL

extension Map {
    /// Whether two values are equal with every string and key compared byte for byte (see `ExactText`); `==`
    /// compares strings by canonical equivalence.
    func isExactly(_ other: Map) -> Bool {
        switch (self, other) {
        case let (.string(first), .string(second)):
            first.utf8.elementsEqual(second.utf8)
        case let (.array(first), .array(second)):
            first.count == second.count && zip(first, second).allSatisfy { $0.isExactly($1) }
        case let (.dictionary(first), .dictionary(second)):
            first.count == second.count
                && zip(first, second).allSatisfy { $0.key.utf8.elementsEqual($1.key.utf8) && $0.value.isExactly($1.value) }
        default:
            self == other
        }
    }

    /// Whether two sets of variables have the same names and values, byte for byte.
    static func areExactlyEqual(_ first: [String: Map], _ second: [String: Map]) -> Bool {
        first.count == second.count
            && first.allSatisfy { name, value in
                guard let index = second.index(forKey: name) else { return false }
                return name.utf8.elementsEqual(second[index].key.utf8) && value.isExactly(second[index].value)
            }
    }
}
