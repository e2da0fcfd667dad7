import GraphQL

/// Coerces a request's values to their input types by the spec's rules, as graphql-js does: variables' JSON
/// values (CoerceVariableValues; graphql-js's `coerceInputValue`), argument literals that may hold variables
/// (`valueFromAST`), and the arguments of a field or directive (CoerceArgumentValues; `getArgumentValues`).
struct InputCoercion: Sendable {
    /// Why a request's variables do not fit their types: graphql-js's request errors.
    struct Mismatch: Error {
        let errors: [GraphQLError]

        init(_ errors: [GraphQLError]) {
            self.errors = errors
        }

        init(message: String) {
            errors = [GraphQLError(message: message)]
        }
    }

    /// One problem inside a variable's value: the path below the variable (`.name.eq`, `[2]`), the value found
    /// there, and why it does not fit.
    struct Problem {
        let path: String
        let value: Map
        let message: String
    }

    /// The schema's input object fields.
    let index: SchemaIndex

    // MARK: Variables

    /// A variable's JSON value coerced to `type`; what does not fit is added to `problems`.
    func coerce(_ value: Map, to type: any GraphQLInputType, path: String = "", problems: inout [Problem]) -> Map {
        if let nonNull = type as? GraphQLNonNull, let inner = nonNull.ofType as? any GraphQLInputType {
            guard value != .null, value != .undefined else {
                problems.append(Problem(path: path, value: value, message: "Expected non-nullable type \"\(type)\" not to be null."))
                return .undefined
            }
            return coerce(value, to: inner, path: path, problems: &problems)
        }
        if value == .null || value == .undefined { return .null }
        if let list = type as? GraphQLList, let itemType = list.ofType as? any GraphQLInputType {
            // A single value is a list of one.
            guard case .array(let items) = value else { return .array([coerce(value, to: itemType, path: path, problems: &problems)]) }
            var coerced: [Map] = []
            coerced.reserveCapacity(items.count)
            for (position, item) in items.enumerated() {
                coerced.append(coerce(item, to: itemType, path: "\(path)[\(position)]", problems: &problems))
            }
            return .array(coerced)
        }
        if let object = type as? GraphQLInputObjectType {
            return coerce(object: value, to: object, path: path, problems: &problems)
        }
        if let leaf = type as? any GraphQLLeafType {
            switch BuiltInScalars.parse(value, as: leaf) {
            case .success(let parsed): return parsed
            case .failure(let refusal):
                problems.append(Problem(path: path, value: value, message: refusal.message))
                return .undefined
            }
        }
        problems.append(Problem(path: path, value: value, message: "\(type) is not an input type."))
        return .undefined
    }

    private func coerce(object value: Map, to type: GraphQLInputObjectType, path: String, problems: inout [Problem]) -> Map {
        guard case .dictionary(let given) = value else {
            problems.append(Problem(path: path, value: value, message: "Expected type \"\(type.name)\" to be an object."))
            return .undefined
        }
        let fields = index.fields(of: type)
        var coerced: [(String, Map)] = []
        for (name, definition) in fields {
            guard let fieldValue = given[name], fieldValue != .undefined else {
                if let defaultValue = definition.defaultValue {
                    coerced.append((name, defaultValue))
                } else if definition.type is GraphQLNonNull {
                    problems.append(Problem(
                        path: path, value: value,
                        message: "Field \"\(name)\" of required type \"\(definition.type)\" was not provided."
                    ))
                }
                continue
            }
            coerced.append((name, coerce(fieldValue, to: definition.type, path: "\(path).\(name)", problems: &problems)))
        }
        for name in given.keys where !fields.contains(where: { $0.name == name }) {
            problems.append(Problem(path: path, value: value, message: "Field \"\(name)\" is not defined by type \"\(type.name)\"."))
        }
        return .dictionary(.init(uniqueKeysWithValues: coerced))
    }

    // MARK: Literals and arguments

    /// An argument's literal coerced to `type` with the request's coerced `variables`, or nil when it does not fit
    /// (graphql-js's `valueFromAST`). A variable absent from `variables` was not given and has no default.
    func value(of literal: any Value, type: any GraphQLInputType, variables: [String: Map]) -> Map? {
        if let variable = literal as? Variable {
            // Spelled out: in `cond ? nil : value`, `nil` would be read as `Map.null`, since `Map` takes nil literals.
            guard let value = variables[variable.name.value], !(value == .null && type is GraphQLNonNull) else {
                return Optional<Map>.none
            }
            return value
        }
        if let nonNull = type as? GraphQLNonNull {
            guard !(literal is NullValue), let inner = nonNull.ofType as? any GraphQLInputType else { return nil }
            return value(of: literal, type: inner, variables: variables)
        }
        if literal is NullValue { return .null }
        if let list = type as? GraphQLList, let itemType = list.ofType as? any GraphQLInputType {
            guard let items = literal as? ListValue else {
                return value(of: literal, type: itemType, variables: variables).map { .array([$0]) }
            }
            var coerced: [Map] = []
            for item in items.values {
                if Self.isMissing(item, in: variables) {
                    if itemType is GraphQLNonNull { return nil }
                    coerced.append(.null)
                } else {
                    guard let itemValue = value(of: item, type: itemType, variables: variables) else { return nil }
                    coerced.append(itemValue)
                }
            }
            return .array(coerced)
        }
        if let object = type as? GraphQLInputObjectType {
            guard let given = literal as? ObjectValue else { return nil }
            var coerced: [(String, Map)] = []
            for (name, definition) in index.fields(of: object) {
                guard let field = given.fields.first(where: { $0.name.value == name }),
                      !Self.isMissing(field.value, in: variables)
                else {
                    if let defaultValue = definition.defaultValue {
                        coerced.append((name, defaultValue))
                    } else if definition.type is GraphQLNonNull {
                        return nil
                    }
                    continue
                }
                guard let fieldValue = value(of: field.value, type: definition.type, variables: variables) else { return nil }
                coerced.append((name, fieldValue))
            }
            return .dictionary(.init(uniqueKeysWithValues: coerced))
        }
        if let leaf = type as? any GraphQLLeafType, let parsed = try? leaf.parseLiteral(valueAST: literal), parsed != .undefined {
            return parsed
        }
        return nil
    }

    /// The arguments of one field or directive `node`: given values, else their defaults, keyed by name; or the
    /// first argument that does not fit, with the node graphql-js locates its error at.
    func arguments(
        _ given: [Argument], definitions: [(name: String, type: any GraphQLInputType, defaultValue: Map?)],
        of node: any Node, variables: [String: Map]
    ) -> Result<[String: Map], FieldError> {
        var arguments: [String: Map] = [:]
        for (name, type, defaultValue) in definitions {
            guard let argument = given.first(where: { $0.name.value == name }) else {
                if let defaultValue {
                    arguments[name] = defaultValue
                } else if type is GraphQLNonNull {
                    return .failure(FieldError("Argument \"\(name)\" of required type \"\(type)\" was not provided.", at: node))
                }
                continue
            }
            var isNull = argument.value is NullValue
            if let variable = argument.value as? Variable {
                guard let value = variables[variable.name.value] else {
                    if let defaultValue {
                        arguments[name] = defaultValue
                    } else if type is GraphQLNonNull {
                        return .failure(FieldError(
                            "Argument \"\(name)\" of required type \"\(type)\" was provided the variable "
                                + "\"$\(variable.name.value)\" which was not provided a runtime value.",
                            at: argument.value
                        ))
                    }
                    continue
                }
                isNull = value == .null
            }
            if isNull, type is GraphQLNonNull {
                return .failure(FieldError("Argument \"\(name)\" of non-null type \"\(type)\" must not be null.", at: argument.value))
            }
            guard let coerced = value(of: argument.value, type: type, variables: variables) else {
                return .failure(FieldError(
                    "Argument \"\(name)\" has invalid value \(ValuePrinting.print(argument.value)).", at: argument.value
                ))
            }
            arguments[name] = coerced
        }
        return .success(arguments)
    }

    /// Whether `literal` is a variable that was not given and has no default.
    private static func isMissing(_ literal: any Value, in variables: [String: Map]) -> Bool {
        guard let variable = literal as? Variable else { return false }
        // Not `variables[name] == nil`: `Map` is nil-literal-expressible, so that would also hold for a given null.
        return variables.index(forKey: variable.name.value) == nil
    }
}
