import GraphQL

/// The built-in scalars' input coercion of JSON values, as graphql-js's `parseValue` does it.
///
/// GraphQLSwift's own is looser: its `Boolean` takes numbers (`1` is true, `0` false), which graphql-js refuses.
enum BuiltInScalars {
    /// `value` as a value of `type`, or graphql-js's message refusing it.
    static func parse(_ value: Map, as type: any GraphQLLeafType) -> Result<Map, Refusal> {
        switch (type.name, value) {
        case ("String", .string), ("Boolean", .bool):
            return .success(value)
        case ("ID", .string(let text)):
            return .success(.string(text))
        case ("ID", .number(let number)) where number.doubleValue.isFinite && number.doubleValue == number.doubleValue.rounded():
            return .success(.string(javaScriptString(number.doubleValue)))
        case ("Int", .number(let number)) where isSafeInteger(number.doubleValue):
            guard Double(Int32.min)...Double(Int32.max) ~= number.doubleValue else {
                return .failure(Refusal("Int cannot represent non 32-bit signed integer value: \(inspect(value))"))
            }
            return .success(.number(number))
        case ("Float", .number(let number)) where number.doubleValue.isFinite:
            return .success(.number(number))
        case ("String", _): return .failure(Refusal("String cannot represent a non string value: \(inspect(value))"))
        case ("Boolean", _): return .failure(Refusal("Boolean cannot represent a non boolean value: \(inspect(value))"))
        case ("ID", _): return .failure(Refusal("ID cannot represent value: \(inspect(value))"))
        case ("Int", _): return .failure(Refusal("Int cannot represent non-integer value: \(inspect(value))"))
        case ("Float", _): return .failure(Refusal("Float cannot represent non numeric value: \(inspect(value))"))
        default:
            do {
                return .success(try type.parseValue(value: value))
            } catch let error as GraphQLError {
                return .failure(Refusal(error.message))
            } catch {
                return .failure(Refusal("Expected type \"\(type.name)\". \(error)"))
            }
        }
    }

    /// Why a value was refused.
    struct Refusal: Error {
        let message: String

        init(_ message: String) {
            self.message = message
        }
    }

    /// A JSON value as graphql-js's `inspect` prints it in messages: `"text"`, `1.5`, `[1, 2]`, `{ a: true }`.
    static func inspect(_ value: Map) -> String {
        switch value {
        case .undefined: "undefined"
        case .null: "null"
        case .bool(let bool): bool ? "true" : "false"
        case .number(let number):
            isSafeInteger(number.doubleValue) ? String(Int64(number.doubleValue)) : "\(number.doubleValue)"
        case .string(let text): "\"\(text)\""
        case .array(let items): items.isEmpty ? "[]" : "[" + items.map(inspect).joined(separator: ", ") + "]"
        case .dictionary(let fields):
            fields.isEmpty ? "{}" : "{ " + fields.map { "\($0.key): \(inspect($0.value))" }.joined(separator: ", ") + " }"
        }
    }

    /// An integral number as JavaScript's `String(n)` writes it, as graphql-js's `ID` does: every digit below 10^21
    /// (the shortest digits that read back, then zeros: 1.2345678901234567e19 is `12345678901234567000`), and
    /// exponent notation from there on (`1e+21`).
    static func javaScriptString(_ number: Double) -> String {
        if isSafeInteger(number) { return String(Int64(number)) }
        let shortest = "\(number)"
        guard abs(number) < 1e21, let e = shortest.firstIndex(of: "e"), let exponent = Int(shortest[shortest.index(after: e)...])
        else { return shortest }
        let sign = number < 0 ? "-" : ""
        let digits = shortest[..<e].filter(\.isNumber)
        return sign + digits + String(repeating: "0", count: max(0, exponent + 1 - digits.count))
    }

    /// Whether a number is an integer that a double holds exactly (JavaScript's `Number.isSafeInteger`).
    private static func isSafeInteger(_ number: Double) -> Bool {
        number.isFinite && number == number.rounded() && abs(number) <= 9_007_199_254_740_991
    }
}
