import GraphQLClient

// The client's model shares names with GraphQLSwift's syntax tree, and its module name with its actor, so the
// translation names the client's types through these.

/// The client's `Selection`.
public typealias ClientSelection = Selection
/// The client's `Directive`.
public typealias ClientDirective = Directive
