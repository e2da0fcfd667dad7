/// A type read straight from a `JSONValue`, with an error that says where and why the JSON does not match:
/// how a parsed JSON value becomes typed values (generated operations, responses); `JSONReader` reads a large text of
/// a known shape straight into values instead.
public protocol JSONValueReadable {
    /// Reads the value from `jsonValue` (nil: a missing member), or throws what does not match.
    init(jsonValue: JSONValue?) throws(JSONReadError)

    /// What an error says was expected of this type: `String`, `[Language]`, `Country`.
    static var expectedJSON: String { get }
}

extension JSONValueReadable {
    /// The type's own name.
    public static var expectedJSON: String { String(describing: Self.self) }

    /// Reads the member `key` of `object`; an error's path starts at that member.
    @inlinable
    public init(member key: String, of object: JSONObject) throws(JSONReadError) {
        do {
            try self.init(jsonValue: object[key])
        } catch {
            throw error.under(.key(key))
        }
    }

    /// Reads the selected field `key` of a GraphQL response's `object`: as `init(member:of:)`, except that a
    /// missing member is an error even where `null` is allowed, since a response holds every field its operation
    /// selects (`{"data":{}}` for a query of `country` is refused: `country: expected Country?, found nothing`).
    @inlinable
    public init(field key: String, of object: JSONObject) throws(JSONReadError) {
        guard object[key] != nil else { throw JSONReadError(expected: Self.expectedJSON, found: nil).under(.key(key)) }
        try self.init(member: key, of: object)
    }

    /// The members of `jsonValue` when it is an object, else an error expecting this type.
    @inlinable
    public static func members(of jsonValue: JSONValue?) throws(JSONReadError) -> JSONObject {
        guard case .object(let members)? = jsonValue else { throw JSONReadError(expected: expectedJSON, found: jsonValue) }
        return members
    }
}

extension String: JSONValueReadable {
    /// A JSON string.
    @inlinable
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        guard case .string(let value)? = jsonValue else { throw JSONReadError(expected: "String", found: jsonValue) }
        self = value
    }
}

extension Bool: JSONValueReadable {
    /// A JSON Boolean.
    @inlinable
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        guard case .bool(let value)? = jsonValue else { throw JSONReadError(expected: "Bool", found: jsonValue) }
        self = value
    }
}

extension Double: JSONValueReadable {
    /// A JSON number.
    @inlinable
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        guard case .number(let value)? = jsonValue else { throw JSONReadError(expected: "Double", found: jsonValue) }
        self = value
    }
}

extension Int: JSONValueReadable {
    /// A JSON number that is a whole number in `Int`'s range.
    @inlinable
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        guard case .number(let value)? = jsonValue, let exact = Int(exactly: value) else {
            throw JSONReadError(expected: "Int", found: jsonValue)
        }
        self = exact
    }
}

extension JSONValue: JSONValueReadable {
    /// Any present JSON value, `null` included.
    @inlinable
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        guard let jsonValue else { throw JSONReadError(expected: "a value", found: nil) }
        self = jsonValue
    }
}

extension JSONObject: JSONValueReadable {
    /// A JSON object, whatever its members.
    @inlinable
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        self = try Self.members(of: jsonValue)
    }

    /// `object`.
    public static var expectedJSON: String { "object" }
}

extension Optional: JSONValueReadable where Wrapped: JSONValueReadable {
    /// `null` or a missing member is `nil`; anything else must read as `Wrapped`.
    @inlinable
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        guard let jsonValue, jsonValue != .null else {
            self = .none
            return
        }
        self = .some(try Wrapped(jsonValue: jsonValue))
    }

    /// `Wrapped?`.
    public static var expectedJSON: String { "\(Wrapped.expectedJSON)?" }
}

extension Array: JSONValueReadable where Element: JSONValueReadable {
    /// A JSON array whose every element reads as `Element`; an error's path names the element.
    @inlinable
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        guard case .array(let items)? = jsonValue else { throw JSONReadError(expected: Self.expectedJSON, found: jsonValue) }
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            do {
                elements.append(try Element(jsonValue: item))
            } catch {
                throw error.under(.index(index))
            }
        }
        self = elements
    }

    /// `[Element]`.
    public static var expectedJSON: String { "[\(Element.expectedJSON)]" }
}

extension Dictionary: JSONValueReadable where Key == String, Value: JSONValueReadable {
    /// A JSON object whose every member reads as `Value`; an error's path names the member.
    @inlinable
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        guard case .object(let members)? = jsonValue else { throw JSONReadError(expected: Self.expectedJSON, found: jsonValue) }
        var values: [String: Value] = [:]
        values.reserveCapacity(members.count)
        for (key, member) in members {
            do {
                values[key] = try Value(jsonValue: member)
            } catch {
                throw error.under(.key(key))
            }
        }
        self = values
    }

    /// `[String: Value]`.
    public static var expectedJSON: String { "[String: \(Value.expectedJSON)]" }
}

/// A type that writes itself as a `JSONValue`, which `JSONWriter` turns into text: request variables and input
/// objects, and what the command line prints.
public protocol JSONValueWritable {
    /// The value as JSON.
    var jsonValue: JSONValue { get }
}

extension String: JSONValueWritable {
    /// A JSON string.
    public var jsonValue: JSONValue { .string(self) }
}

extension Bool: JSONValueWritable {
    /// A JSON Boolean.
    public var jsonValue: JSONValue { .bool(self) }
}

extension Double: JSONValueWritable {
    /// A JSON number.
    public var jsonValue: JSONValue { .number(self) }
}

extension Int: JSONValueWritable {
    /// A JSON number.
    public var jsonValue: JSONValue { .number(Double(self)) }
}

extension JSONValue: JSONValueWritable {
    /// The value itself.
    public var jsonValue: JSONValue { self }
}

extension Optional: JSONValueWritable where Wrapped: JSONValueWritable {
    /// `null` for `nil`.
    public var jsonValue: JSONValue { map(\.jsonValue) ?? .null }
}

extension Array: JSONValueWritable where Element: JSONValueWritable {
    /// A JSON array.
    public var jsonValue: JSONValue { .array(map(\.jsonValue)) }
}
