import GraphQL

/// Two sets of fields that answer under one response name but cannot be merged into one value.
struct FieldConflict {
    /// Why the fields cannot merge: a sentence, or the conflicts of their sub-fields.
    indirect enum Reason {
        /// A plain explanation, such as `"name" and "capital" are different fields`.
        case message(String)
        /// The sub-fields that conflict, each with its response name.
        case subfields([(responseName: String, reason: Reason)])

        /// The explanation as graphql-js words it.
        var text: String {
            switch self {
            case .message(let message):
                message
            case .subfields(let conflicts):
                conflicts.map { "subfields \"\($0.responseName)\" conflict because \($0.reason.text)" }
                    .joined(separator: " and ")
            }
        }
    }

    /// The response name both answer under.
    let responseName: String
    /// Why they conflict.
    let reason: Reason
    /// The fields on the first side, outermost first.
    let fields1: [Field]
    /// The fields on the second side, outermost first.
    let fields2: [Field]

    /// The validation error for this conflict, located at every field involved.
    var error: GraphQLError {
        GraphQLError(
            message: "Fields \"\(responseName)\" conflict because \(reason.text). "
                + "Use different aliases on the fields to fetch both if this was intentional.",
            nodes: fields1 + fields2
        )
    }
}
