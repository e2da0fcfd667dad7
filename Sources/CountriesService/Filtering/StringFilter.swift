import GraphQL

/// One `StringQueryOperatorInput`, evaluated as the public API does: every operator given must hold.
///
/// Operators apply to the raw stored string, so `eq: "USD"` does not match `USD,USS`.
/// A missing value (a null `currency`) fails `eq`, `in` and `regex` and passes `ne` and `nin`.
struct StringFilter {
    private var eq: String??
    private var ne: String??
    private var anyOf: [String]?
    private var noneOf: [String]?
    private var pattern: Regex<AnyRegexOutput>?

    /// Reads the operators from a coerced GraphQL input object; throws on an invalid or unsafe `regex`.
    init(_ input: Map) throws(FieldError) {
        guard let fields = input.dictionary else { return }
        eq = Self.optionalString(fields["eq"])
        ne = Self.optionalString(fields["ne"])
        anyOf = fields["in"]?.array?.compactMap(\.string)
        noneOf = fields["nin"]?.array?.compactMap(\.string)
        if let source = fields["regex"]?.string {
            if let refusal = RegexSafety.refusal(of: source) {
                throw FieldError("Refused regex \"\(source)\": \(refusal). See the README's limits on regex filters.")
            }
            do {
                pattern = try Regex(source)
            } catch {
                throw FieldError("Invalid regex \"\(source)\": \(error)")
            }
        }
    }

    /// Whether a stored value passes every operator.
    func matches(_ value: String?) -> Bool {
        if let eq, value != eq { return false }
        if let ne, value == ne { return false }
        if let anyOf, !(value.map(anyOf.contains) ?? false) { return false }
        if let noneOf, let value, noneOf.contains(value) { return false }
        if let pattern {
            guard let value, (try? pattern.firstMatch(in: value)) != nil else { return false }
        }
        return true
    }

    /// `nil` when the operator is absent, `.some(nil)` for an explicit null.
    private static func optionalString(_ value: Map?) -> String?? {
        switch value {
        case nil, .undefined?: nil
        case .null?: .some(nil)
        case let other?: .some(other.string)
        }
    }
}

/// A filter input object (`CountryFilterInput` and its kin): a `StringFilter` per field, all ANDed.
struct RecordFilter<Record> {
    private var clauses: [(filter: StringFilter, value: (Record) -> String?)] = []

    /// Reads the `filter` argument, keeping the fields listed in `fields`.
    init(_ argument: Map?, fields: [String: (Record) -> String?]) throws(FieldError) {
        guard let given = argument?.dictionary else { return }
        for (name, input) in given {
            guard let value = fields[name] else { continue }
            if input == .null || input == .undefined { continue }
            clauses.append((try StringFilter(input), value))
        }
    }

    /// Whether the filter keeps every record.
    var keepsEverything: Bool { clauses.isEmpty }

    /// Whether `record` passes every clause.
    func admits(_ record: Record) -> Bool {
        clauses.allSatisfy { $0.filter.matches($0.value(record)) }
    }
}
