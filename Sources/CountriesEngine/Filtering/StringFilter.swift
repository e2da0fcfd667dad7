import BoundedStorage
import GraphQL

/// One `StringQueryOperatorInput`, evaluated as the public API does: every operator given must hold.
///
/// Operators apply to the raw stored string, so `eq: "USD"` does not match `USD,USS`, and compare bytes, as
/// JavaScript compares code units: `"Cura\u{E7}ao"` does not match `"Curac\u{327}ao"`, an equal Swift string.
/// A missing value (a null `currency`) fails `eq`, `in` and `regex` and passes `ne` and `nin`.
///
/// The public API hands the filter to sift, whose answers to the odd shapes are kept: a null operator object
/// (`{currency: null}`) is a test that the value is null, an empty one (`{code: {}}`) matches nothing, `in: null`
/// and `nin: null` fail the field, and `regex: null` is JavaScript's `new RegExp(null)`, the pattern `null`.
struct StringFilter {
    private var eq: ExactText??
    private var ne: ExactText??
    private var anyOf: [ExactText]?
    private var noneOf: [ExactText]?
    private var pattern: JSRegex?
    /// Set for `{}`, which sift compares, as a value, with each string or null: never equal.
    private var matchesNothing = false

    /// Reads the operators from a coerced GraphQL input object; throws on a `regex` that is refused (see `JSRegex`).
    init(_ input: Map) throws(FieldError) {
        if input == .null {
            eq = .some(nil)
            return
        }
        guard let fields = input.dictionary else { return }
        matchesNothing = fields.isEmpty
        eq = Self.optionalString(fields["eq"])
        ne = Self.optionalString(fields["ne"])
        for name in ["in", "nin"] where fields[name] == .null {
            throw FieldError("The filter's \(name): null is not a list; the public API fails on it too.")
        }
        anyOf = fields["in"]?.array?.compactMap { $0.string.map(ExactText.init) }
        noneOf = fields["nin"]?.array?.compactMap { $0.string.map(ExactText.init) }
        if let source = fields["regex"] == .null ? "null" : fields["regex"]?.string {
            do {
                pattern = try JSRegex(source)
            } catch {
                throw FieldError("Refused regex \"\(RequestQuote.cut(source))\": \(error.reason). See the limits on regex filters in docs/engine.md.")
            }
        }
    }

    /// Whether a stored value passes every operator.
    func matches(_ stored: String?) -> Bool {
        if matchesNothing { return false }
        let value = stored.map(ExactText.init)
        if let eq, value != eq { return false }
        if let ne, value == ne { return false }
        if let anyOf, !(value.map(anyOf.contains) ?? false) { return false }
        if let noneOf, let value, noneOf.contains(value) { return false }
        if let pattern {
            guard let stored, pattern.matches(stored) else { return false }
        }
        return true
    }

    /// `nil` when the operator is absent, `.some(nil)` for an explicit null.
    private static func optionalString(_ value: Map?) -> ExactText?? {
        switch value {
        case nil, .undefined?: nil
        case .null?: .some(nil)
        case let other?: .some(other.string.map(ExactText.init))
        }
    }
}

/// A filter input object (`CountryFilterInput` and its kin): a `StringFilter` per field, all ANDed.
///
/// An explicit `filter: null` keeps nothing: sift compares the whole record with null.
struct RecordFilter<Record> {
    private var clauses: [(filter: StringFilter, value: (Record) -> String?)] = []
    private var keepsNothing = false

    /// Reads the `filter` argument, keeping the fields listed in `fields`.
    init(_ argument: Map?, fields: [String: (Record) -> String?]) throws(FieldError) {
        keepsNothing = argument == .null
        guard let given = argument?.dictionary else { return }
        for (name, input) in given {
            guard let value = fields[name], input != .undefined else { continue }
            clauses.append((try StringFilter(input), value))
        }
    }

    /// Whether the filter keeps every record.
    var keepsEverything: Bool { clauses.isEmpty && !keepsNothing }

    /// Whether `record` passes every clause.
    func admits(_ record: Record) -> Bool {
        !keepsNothing && clauses.allSatisfy { $0.filter.matches($0.value(record)) }
    }
}
