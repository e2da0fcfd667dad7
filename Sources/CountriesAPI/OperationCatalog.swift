import GraphQLClient

/// Looks up the generated operations by name, for running them untyped (`country-explorer query NAME`).
extension OperationCatalog {
    /// Every operation's name, sorted.
    public static var names: [String] {
        all.map { $0.operationName }.sorted()
    }

    /// The operation with this name, if there is one.
    public static func operation(named name: String) -> (any GraphQLOperation.Type)? {
        all.first { $0.operationName == name }
    }
}
