import GraphQL
import GraphQLClient
import GraphQLSelectionModel
import SelectionsFromSyntax
import JSONCore

extension ReplyShape {
    /// The shape of the `data` a query with these `selections` asks for, typed by `schema`, for a request with
    /// `variables` (the operation's defaults fill what they leave out).
    ///
    /// A field the schema does not know is `anything`: the server answers for it (usually with an error).
    static func of(_ selections: OperationSelections, variables: [String: JSONValue], schema: GraphQLSchema) -> ReplyShape? {
        guard let queryType = schema.queryType else { return nil }
        let conditions = Self.typeConditions(of: schema)
        let collector = FieldCollector(
            fragments: selections.fragments, variables: selections.variables(withDefaultsFor: variables)
        ) { typeName, condition in
            conditions.type(typeName, satisfies: condition)
        }
        let builder = ShapeBuilder(schema: schema, collector: collector)
        return .nonNull(builder.object(queryType, selections: selections.selectionSet))
    }

    /// Which object types each abstract type of `schema` holds, read once into the client's own description,
    /// which answers type conditions: GraphQLSwift's schema is not `Sendable`.
    private static func typeConditions(of schema: GraphQLSchema) -> CacheSchema {
        var members: [String: Set<String>] = [:]
        for type in schema.typeMap.values {
            guard let abstract = type as? any GraphQLAbstractType else { continue }
            members[type.name] = Set(schema.getPossibleTypes(abstractType: abstract).map(\.name))
        }
        return CacheSchema(queryType: schema.queryType?.name ?? "Query", compositeFields: [:], possibleTypes: members)
    }
}

/// Turns selection sets into shapes, fields collected as an executor would.
private struct ShapeBuilder {
    let schema: GraphQLSchema
    let collector: FieldCollector

    /// The shape of a value of `type` selected with `selections`.
    func shape(of type: any GraphQLType, selections: [ClientSelection]) -> ReplyShape {
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
    func object(_ type: any GraphQLNamedType, selections: [ClientSelection]) -> ReplyShape {
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
            let definitions = (try? object.fields()) ?? [:]
            fieldsByType[object.name] = collector.collectFields(selections, typeName: object.name).map { collected in
                let key = collected.field.responseKey
                if collected.field.name == "__typename" { return (key, .nonNull(.typeName(object.name))) }
                guard let type = definitions[collected.field.name]?.type ?? introspectionType(of: collected.field.name, on: object)
                else { return (key, .anything) }
                return (key, shape(of: type, selections: collected.selectionSet))
            }
        }
        return .object(typeName: type.name, fieldsByType: fieldsByType)
    }

    /// The type of an introspection field of the query type, `__schema` (a `__Schema!`) or `__type` (a
    /// `__Type`), which the type's own fields do not list; nil for any other field.
    private func introspectionType(of field: String, on object: GraphQLObjectType) -> (any GraphQLType)? {
        guard object.name == schema.queryType?.name else { return nil }
        switch field {
        case "__schema": return schema.getType(name: "__Schema").map { GraphQLNonNull($0) }
        case "__type": return schema.getType(name: "__Type")
        default: return nil
        }
    }
}
