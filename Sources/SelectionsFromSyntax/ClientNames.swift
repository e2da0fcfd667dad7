import GraphQLSelectionModel

// The selection model shares names with GraphQLSwift's syntax tree, so the translation names the model's types
// through these.

/// The selection model's `Selection`.
public typealias ClientSelection = GraphQLSelectionModel.Selection
/// The selection model's `Directive`.
public typealias ClientDirective = GraphQLSelectionModel.Directive
