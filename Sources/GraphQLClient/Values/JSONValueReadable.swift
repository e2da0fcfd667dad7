import JSONCore

/// A type read straight from a `JSONValue` without `Codable`: the fast path generated models take.
///
/// A mismatch yields nil rather than an explanation; the client then decodes the value's JSON text with
/// Foundation's `JSONDecoder`, whose errors say exactly what does not match.
public protocol JSONValueReadable {
    /// Reads the value; nil when the JSON (absent when nil) does not match.
    init?(jsonValue: JSONValue?)
}

extension String: JSONValueReadable {
    /// A JSON string.
    public init?(jsonValue: JSONValue?) {
        guard case .string(let value)? = jsonValue else { return nil }
        self = value
    }
}

extension Bool: JSONValueReadable {
    /// A JSON Boolean.
    public init?(jsonValue: JSONValue?) {
        guard case .bool(let value)? = jsonValue else { return nil }
        self = value
    }
}

extension Double: JSONValueReadable {
    /// A JSON number.
    public init?(jsonValue: JSONValue?) {
        guard case .number(let value)? = jsonValue else { return nil }
        self = value
    }
}

extension Int: JSONValueReadable {
    /// A JSON number that is a whole number in `Int`'s range.
    public init?(jsonValue: JSONValue?) {
        guard case .number(let value)? = jsonValue, let exact = Int(exactly: value) else { return nil }
        self = exact
    }
}

extension JSONValue: JSONValueReadable {
    /// Any present JSON value, `null` included.
    public init?(jsonValue: JSONValue?) {
        guard let jsonValue else { return nil }
        self = jsonValue
    }
}

extension Optional: JSONValueReadable where Wrapped: JSONValueReadable {
    /// `null` or an absent member is `nil`; anything else must read as `Wrapped`.
    public init?(jsonValue: JSONValue?) {
        guard let jsonValue, jsonValue != .null else {
            self = .none
            return
        }
        guard let wrapped = Wrapped(jsonValue: jsonValue) else { return nil }
        self = .some(wrapped)
    }
}

extension Array: JSONValueReadable where Element: JSONValueReadable {
    /// A JSON array whose every element reads as `Element`.
    public init?(jsonValue: JSONValue?) {
        guard case .array(let items)? = jsonValue else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        for item in items {
            guard let element = Element(jsonValue: item) else { return nil }
            elements.append(element)
        }
        self = elements
    }
}
