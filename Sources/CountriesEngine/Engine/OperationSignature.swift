import GraphQL

/// What every request running one operation of one document shares: its variables' types and the
/// variables its plan depends on. Computed once per (document, operation).
struct OperationSignature: @unchecked Sendable {
    // GraphQLSwift types and AST nodes are immutable after building and parsing.
    struct VariableDefinition {
        let name: String
        let type: any GraphQLInputType
        let typeText: String
        let defaultValue: (any Value)?
        /// The definition in the document, where errors about the variable are located.
        let node: GraphQL.VariableDefinition
    }

    let variables: [VariableDefinition]
    /// The variables `@skip` and `@include` read, whose values select the plan.
    let directiveVariables: [String]

    /// The signature of `operation`, or why its variables cannot be typed.
    init(operation: OperationDefinition, document: Document, schema: GraphQLSchema) throws(InputCoercion.Mismatch) {
        var variables: [VariableDefinition] = []
        for definition in operation.variableDefinitions {
            let name = definition.variable.name.value
            guard let type = Self.inputType(definition.type, in: schema) else {
                throw InputCoercion.Mismatch(message: "Variable \"$\(name)\" has a type that is not an input type of this schema.")
            }
            variables.append(VariableDefinition(
                name: name, type: type, typeText: print(ast: definition.type), defaultValue: definition.defaultValue,
                node: definition
            ))
        }
        self.variables = variables
        directiveVariables = PlanCompiler.directiveVariables(of: document)
    }

    /// The request's variable values coerced to their declared types (the spec's CoerceVariableValues): a
    /// variable not given takes its default, or stays absent; every variable that does not fit is an error.
    func coerce(_ given: [String: Map], with coercion: InputCoercion) throws(InputCoercion.Mismatch) -> [String: Map] {
        var coerced: [String: Map] = [:]
        var errors: [GraphQLError] = []
        for variable in variables {
            let value = given[variable.name] ?? .undefined
            if value == .undefined {
                if let defaultValue = variable.defaultValue {
                    // Validation has checked the default against the type, so it always coerces.
                    coerced[variable.name] = coercion.value(of: defaultValue, type: variable.type, variables: [:])
                } else if variable.type is GraphQLNonNull {
                    errors.append(variable.error("of required type \"\(variable.typeText)\" was not provided."))
                }
                continue
            }
            if value == .null, variable.type is GraphQLNonNull {
                errors.append(variable.error("of non-null type \"\(variable.typeText)\" must not be null."))
                continue
            }
            var problems: [InputCoercion.Problem] = []
            coerced[variable.name] = coercion.coerce(value, to: variable.type, problems: &problems)
            errors += problems.map { problem in
                let at = problem.path.isEmpty ? "" : " at \"\(variable.name)\(problem.path)\""
                return variable.error("got invalid value \(BuiltInScalars.inspect(problem.value))\(at); \(problem.message)")
            }
        }
        guard errors.isEmpty else { throw InputCoercion.Mismatch(errors) }
        return coerced
    }

    /// The values of the directive variables, which pick the plan; nil where one is null or absent.
    func planKey(for variables: [String: Map]) -> [Bool?] {
        directiveVariables.map { variables[$0]?.bool }
    }

    private static func inputType(_ ast: any Type, in schema: GraphQLSchema) -> (any GraphQLInputType)? {
        switch ast {
        case let named as NamedType:
            return schema.getType(name: named.name.value) as? any GraphQLInputType
        case let list as ListType:
            return inputType(list.type, in: schema).map { GraphQLList($0) }
        case let nonNull as NonNullType:
            return inputType(nonNull.type, in: schema).flatMap { try? GraphQLNonNull($0) }
        default:
            return nil
        }
    }
}

extension OperationSignature.VariableDefinition {
    /// graphql-js's request error about this variable: `Variable "$name" ` and `detail`, located at its definition.
    func error(_ detail: String) -> GraphQLError {
        GraphQLError(message: "Variable \"$\(name)\" \(detail)", nodes: [node])
    }
}
