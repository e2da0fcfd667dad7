import GraphQL

/// A first-level subdivision together with the country it belongs to, so that `State.country` resolves.
struct StateValue: Sendable {
    let record: StateRecord
    let country: CountryRecord
}

/// A resolver that reads a value off a typed source object.
func resolve<Source: Sendable>(
    _ body: @escaping @Sendable (Source) -> (any Sendable)?
) -> GraphQLFieldResolve {
    return { source, _, _, info in
        guard let typed = source as? Source else {
            throw GraphQLError(message: "Internal error: \(info.parentType) resolved from \(type(of: source))")
        }
        return body(typed)
    }
}

/// A resolver that reads its arguments and may throw a field error.
func resolveWithArguments<Source: Sendable>(
    _ body: @escaping @Sendable (Source, Map) throws -> (any Sendable)?
) -> GraphQLFieldResolve {
    return { source, arguments, _, info in
        guard let typed = source as? Source else {
            throw GraphQLError(message: "Internal error: \(info.parentType) resolved from \(type(of: source))")
        }
        return try body(typed, arguments)
    }
}

/// A resolver for a list field: the list is charged against the request's `ResultBudget`.
func resolveList<Source: Sendable, Element: Sendable>(
    _ body: @escaping @Sendable (Source, Map) throws -> [Element]
) -> GraphQLFieldResolve {
    return { source, arguments, context, info in
        guard let typed = source as? Source else {
            throw GraphQLError(message: "Internal error: \(info.parentType) resolved from \(type(of: source))")
        }
        let list = try body(typed, arguments)
        guard let budget = context as? ResultBudget else { return list }
        return budget.admit(list.count) ? list : [Element]()
    }
}

extension Map {
    /// The argument's string value, if given and not null.
    func argument(_ name: String) -> String? {
        dictionary?[name]?.string
    }
}
