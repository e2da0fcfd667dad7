import GraphQL
import GraphQLClient
import JSONCore

extension ReplyShape {
    /// The shape of the `data` the query `operation` of `document` asks for, typed by the schema `schemaSDL`
    /// describes; nil when it is not a query.
    ///
    /// A field the schema does not know is `anything`: the server answers for it (usually with an error).
    static func of(
        _ operation: GraphQL.OperationDefinition, in document: Document, variables: [String: JSONValue], schemaSDL: String
    ) throws -> ReplyShape? {
        let schema = try GraphQL.buildSchema(source: schemaSDL)
        let fragments = Dictionary(
            document.definitions.compactMap { $0 as? GraphQL.FragmentDefinition }.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first }
        )
        guard operation.operation == .query, let queryType = schema.queryType else { return nil }
        let builder = ShapeBuilder(schema: schema, fragments: fragments, variables: variables)
        return .nonNull(builder.object(queryType, selections: operation.selectionSet.selections))
    }
}

/// Turns selection sets into shapes, resolving fragments and `@skip`/`@include` as an executor would.
private struct ShapeBuilder {
    let schema: GraphQLSchema
    let fragments: [String: GraphQL.FragmentDefinition]
    let variables: [String: JSONValue]

    /// The shape of a value of `type` selected with `selections`.
    func shape(of type: any GraphQLType, selections: [any GraphQL.Selection]) -> ReplyShape {
        switch type {
        case let nonNull as GraphQLNonNull: .nonNull(shape(of: nonNull.ofType, selections: selections))
        case let list as GraphQLList: .list(shape(of: list.ofType, selections: selections))
        case let scalar as GraphQLScalarType:
            ["String", "ID", "Int", "Float", "Boolean"].contains(scalar.name) ? .scalar(scalar.name) : .anything
        case let enumeration as GraphQLEnumType: .enumeration(name: enumeration.name, values: Set(enumeration.values.map(\.name)))
        case let named as any GraphQLNamedType: object(named, selections: selections)
        default: .anything
        }
    }

    /// The shape of an object of `type` (an object, interface or union type) selected with `selections`.
    func object(_ type: any GraphQLNamedType, selections: [any GraphQL.Selection]) -> ReplyShape {
        let concrete: [GraphQLObjectType]
        if let object = type as? GraphQLObjectType {
            concrete = [object]
        } else if let abstract = type as? any GraphQLAbstractType {
            concrete = schema.getPossibleTypes(abstractType: abstract)
        } else {
            return .anything
        }
        var fieldsByType: [String: [(key: String, shape: ReplyShape)]] = [:]
        for object in concrete {
            var order: [String] = []
            var grouped: [String: (field: GraphQL.Field, selections: [any GraphQL.Selection])] = [:]
            var visited: Set<String> = []
            collect(selections, on: object, order: &order, grouped: &grouped, visited: &visited)
            let definitions = (try? object.fields()) ?? [:]
            fieldsByType[object.name] = order.compactMap { key in
                guard let (field, subselections) = grouped[key] else { return nil }
                if field.name.value == "__typename" { return (key, .nonNull(.scalar("String"))) }
                guard let definition = definitions[field.name.value] else { return (key, .anything) }
                return (key, shape(of: definition.type, selections: subselections))
            }
        }
        return .object(typeName: type.name, fieldsByType: fieldsByType)
    }

    /// Collects the fields that apply to `object`, by response key in document order, sub-selections merged.
    private func collect(
        _ selections: [any GraphQL.Selection], on object: GraphQLObjectType, order: inout [String],
        grouped: inout [String: (field: GraphQL.Field, selections: [any GraphQL.Selection])], visited: inout Set<String>
    ) {
        for selection in selections {
            switch selection {
            case let field as GraphQL.Field:
                guard isIncluded(field.directives) else { continue }
                let key = field.alias?.value ?? field.name.value
                let subselections = field.selectionSet?.selections ?? []
                if grouped[key] == nil {
                    order.append(key)
                    grouped[key] = (field, subselections)
                } else {
                    grouped[key]?.selections += subselections
                }
            case let spread as GraphQL.FragmentSpread:
                guard isIncluded(spread.directives), !visited.contains(spread.name.value), let fragment = fragments[spread.name.value],
                      applies(fragment.typeCondition.name.value, to: object)
                else { continue }
                visited.insert(spread.name.value)
                collect(fragment.selectionSet.selections, on: object, order: &order, grouped: &grouped, visited: &visited)
            case let inline as GraphQL.InlineFragment:
                guard isIncluded(inline.directives), inline.typeCondition.map({ applies($0.name.value, to: object) }) ?? true else { continue }
                collect(inline.selectionSet.selections, on: object, order: &order, grouped: &grouped, visited: &visited)
            default:
                continue
            }
        }
    }

    /// Whether a fragment on `condition` applies to an object of type `object`.
    private func applies(_ condition: String, to object: GraphQLObjectType) -> Bool {
        if condition == object.name { return true }
        guard let abstract = schema.getType(name: condition) as? any GraphQLAbstractType else { return false }
        return schema.getPossibleTypes(abstractType: abstract).contains { $0.name == object.name }
    }

    /// Whether `@skip` and `@include` let a selection through, their `if` a literal or a variable.
    private func isIncluded(_ directives: [GraphQL.Directive]) -> Bool {
        for directive in directives where directive.name.value == "skip" || directive.name.value == "include" {
            let condition: Bool? = switch directive.arguments.first(where: { $0.name.value == "if" })?.value {
            case let literal as GraphQL.BooleanValue: literal.value
            case let variable as GraphQL.Variable: variables[variable.name.value] == .bool(true)
            default: nil
            }
            if directive.name.value == "skip", condition == true { return false }
            if directive.name.value == "include", condition != true { return false }
        }
        return true
    }
}
