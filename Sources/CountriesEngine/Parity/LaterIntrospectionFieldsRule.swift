import GraphQL

/// graphql-js 16.6's FieldsOnCorrectType rule for the introspection fields GraphQLSwift defines and graphql-js does
/// not (`__Type.isOneOf`, from a later spec): selecting one is the same error as any unknown field. Fields that
/// neither defines are GraphQLSwift's own rule's to report.
func laterIntrospectionFieldsRule(context: ValidationContext) -> Visitor {
    Visitor(enter: { node, _, _, _, _ in
        guard let field = node as? Field, let parent = context.parentType as? GraphQLObjectType,
              let known = IntrospectionSchema.introspectionFieldOrder[parent.name],
              !known.contains(field.name.value), (try? parent.fields())?[field.name.value] != nil
        else { return .continue }
        context.report(error: GraphQLError(
            message: "Cannot query field \"\(field.name.value)\" on type \"\(parent.name)\"."
                + Suggestions.didYouMean(field.name.value, among: known),
            nodes: [field]
        ))
        return .continue
    })
}
