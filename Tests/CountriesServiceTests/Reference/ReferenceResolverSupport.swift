@testable import CountriesService
import GraphQL

/// The reference resolvers' view of a first-level subdivision: the record together with the country it belongs to, so that `State.country` resolves.
struct StateValue: Sendable {
    let record: StateRecord
    let country: CountryRecord
}

/// A resolver that reads a value off a typed source object.
func resolve<Source: Sendable>(
    _ body: @escaping @Sendable (Source) -> (any Sendable)?
) -> GraphQLFieldResolve {
    return { source, _, _, info in
        let typed: Source = try cast(source, info)
        return body(typed)
    }
}

/// A resolver that reads its arguments and may throw a field error.
func resolveWithArguments<Source: Sendable>(
    _ body: @escaping @Sendable (Source, Map) throws -> (any Sendable)?
) -> GraphQLFieldResolve {
    return { source, arguments, _, info in
        let typed: Source = try cast(source, info)
        return try body(typed, arguments)
    }
}

/// A resolver for a list field.
func resolveList<Source: Sendable, Element: Sendable>(
    _ body: @escaping @Sendable (Source, Map) throws -> [Element]
) -> GraphQLFieldResolve {
    return { source, arguments, _, info in
        let typed: Source = try cast(source, info)
        return try body(typed, arguments)
    }
}

extension RecordFilter {
    /// The records that pass every clause, in their original order.
    func apply(_ records: [Record]) -> [Record] {
        records.filter(admits)
    }
}

/// The source object as the resolver expects it; a mismatch is a bug in the resolver table, reported, not a crash.
private func cast<Source>(_ source: any Sendable, _ info: GraphQLResolveInfo) throws -> Source {
    guard let typed = source as? Source else {
        throw FieldError("Internal error: \(info.parentType) resolved from \(type(of: source))")
    }
    return typed
}

extension Map {
    /// The argument's string value, if given and not null.
    func argument(_ name: String) -> String? {
        dictionary?[name]?.string
    }
}
