import Foundation

/// A header that lists values with weights, as `Accept` and `Accept-Encoding` write them (RFC 9110 §12.4.2):
/// `gzip;q=0, *` or `application/graphql-response+json;q=0, application/json`. A weight of 0 means "not this one".
struct WeightedValues {
    /// Each value, lower-cased and without its parameters, with its weight (1 when none is given).
    private let entries: [(value: String, weight: Double)]

    /// The values of a header; none when it is absent.
    init(_ header: String?) {
        entries = (header ?? "").lowercased().split(separator: ",").map { item in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            var weight = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                // An unreadable weight counts as 0: what the client meant is unknown, so it is not chosen.
                weight = Double(parameter.dropFirst(2)) ?? 0
            }
            return (parts.first ?? "", weight)
        }
    }

    /// The weight the header gives the first of `values` that it lists (name the most specific first, as an
    /// explicit `gzip` outranks `*`), or nil when it lists none of them.
    func weight(of values: String...) -> Double? {
        for value in values {
            if let entry = entries.first(where: { $0.value == value }) { return entry.weight }
        }
        return nil
    }
}
