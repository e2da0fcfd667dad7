import GraphQLSelectionModel
import JSONCore

/// Whether an operation reads (query) or writes (mutation); only queries may travel by GET.
public enum GraphQLOperationType: String, Sendable, Hashable {
    case query
    case mutation
}

/// A named GraphQL operation with typed variables and typed result data, as generated from `graphql/*.graphql`.
public protocol GraphQLOperation: Sendable {
    /// The variables' wire form; `NoVariables` for operations without any.
    associatedtype Variables: JSONValueWritable & Sendable
    /// The typed `data` of a successful response, mirroring the operation's selection.
    associatedtype Data: JSONValueReadable & Sendable

    /// `query` or `mutation`.
    static var operationType: GraphQLOperationType { get }
    /// The operation's name, sent as `operationName`.
    static var operationName: String { get }
    /// The full document text sent to the server, including every fragment it spreads.
    static var document: String { get }
    /// The operation's selections, for the normalized cache (Apollo's `__selections`); nil for an operation
    /// the cache does not hold.
    static var selections: OperationSelections? { get }
    /// This instance's variables.
    var variables: Variables { get }
}

/// A query: an operation that only reads.
public protocol GraphQLQuery: GraphQLOperation {}

extension GraphQLQuery {
    /// Queries are always `.query`.
    public static var operationType: GraphQLOperationType { .query }
}

/// A named fragment that generated selections expose through their `fragments` property.
public protocol GraphQLFragment: JSONValueReadable, Sendable {
    /// The fragment's name as written in its `.graphql` file.
    static var fragmentName: String { get }
    /// The fragment definition's text, appended to documents that spread it.
    static var fragmentDefinition: String { get }
    /// The fragment's selections, which the selections of operations that spread it include.
    static var selections: FragmentSelections { get }
}

/// The variables of an operation that declares none; written as `{}`.
public struct NoVariables: JSONValueWritable, Sendable, Hashable {
    /// Creates the empty variables value.
    public init() {}

    /// An empty object.
    public var jsonValue: JSONValue { .object([:]) }
}
