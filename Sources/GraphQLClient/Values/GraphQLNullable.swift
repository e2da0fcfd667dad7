import JSONCore

/// A nullable input value that tells "absent" from an explicit `null`, as Apollo's `GraphQLNullable` does.
///
/// GraphQL treats an omitted argument (the default applies) differently from `null` (the argument is null),
/// so `Optional` alone cannot express every input.
public enum GraphQLNullable<Wrapped: Sendable>: Sendable {
    /// Leave the value out of the request entirely.
    case none
    /// Send an explicit `null`.
    case null
    /// Send this value.
    case some(Wrapped)
}

extension GraphQLNullable: Equatable where Wrapped: Equatable {}
extension GraphQLNullable: Hashable where Wrapped: Hashable {}

extension GraphQLNullable: ExpressibleByNilLiteral {
    /// `nil` means an explicit `null`; use `.none` to omit the value.
    public init(nilLiteral: ()) { self = .null }
}

extension GraphQLNullable: ExpressibleByStringLiteral,
    ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral
where Wrapped: ExpressibleByStringLiteral {
    /// A string literal wraps as `.some`.
    public init(stringLiteral value: Wrapped.StringLiteralType) { self = .some(Wrapped(stringLiteral: value)) }
}

extension GraphQLNullable: ExpressibleByArrayLiteral where Wrapped: RangeReplaceableCollection {
    /// An array literal wraps as `.some`.
    public init(arrayLiteral elements: Wrapped.Element...) { self = .some(Wrapped(elements)) }
}

extension GraphQLNullable: ExpressibleByBooleanLiteral where Wrapped == Bool {
    /// A Boolean literal wraps as `.some`.
    public init(booleanLiteral value: Bool) { self = .some(value) }
}

extension GraphQLNullable: ExpressibleByIntegerLiteral where Wrapped == Int {
    /// An integer literal wraps as `.some`.
    public init(integerLiteral value: Int) { self = .some(value) }
}

extension GraphQLNullable where Wrapped: JSONValueWritable {
    /// The member an input object or the variables hold for this value: none for `.none`, `null` for `.null`,
    /// the value for `.some`. Assigned to a dictionary's subscript, `.none` leaves the key out.
    public var jsonMember: JSONValue? {
        switch self {
        case .none: nil
        case .null: .null
        case .some(let wrapped): wrapped.jsonValue
        }
    }
}
