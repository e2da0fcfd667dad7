import GraphQL

/// Coerces variable values and argument literals to their input types, following the spec's input coercion
/// rules (section 3.x "Input Coercion" of each type, and CoerceVariableValues in 6.1.2).
struct InputCoercion: Sendable {
    /// Why a variable's value does not fit its type.
    struct Mismatch: Error {
        let message: String
    }

    /// The schema's input object fields.
    let index: SchemaIndex

    /// The JSON value of a variable coerced to `type`; `path` names the value in the message.
    func coerce(_ value: Map, to type: any GraphQLInputType, path: String) throws(Mismatch) -> Map {
        if let nonNull = type as? GraphQLNonNull {
            guard value != .null, value != .undefined else {
                throw Mismatch(message: "\(path) must not be null: its type is \(type).")
            }
            return try coerce(value, to: try inner(of: nonNull.ofType), path: path)
        }
        if value == .null || value == .undefined { return .null }
        if let list = type as? GraphQLList {
            let itemType = try inner(of: list.ofType)
            guard case .array(let items) = value else {
                // A single value is a list of one.
                return .array([try coerce(value, to: itemType, path: path)])
            }
            var coerced: [Map] = []
            coerced.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                coerced.append(try coerce(item, to: itemType, path: "\(path)[\(index)]"))
            }
            return .array(coerced)
        }
        if let object = type as? GraphQLInputObjectType {
            return try coerce(object: value, to: object, path: path)
        }
        if let scalar = type as? GraphQLScalarType {
            return try coerce(scalar: value, to: scalar, path: path)
        }
        if let enumeration = type as? GraphQLEnumType {
            do {
                return try enumeration.parseValue(value: value)
            } catch {
                throw Mismatch(message: "\(path): \(error)")
            }
        }
        throw Mismatch(message: "\(path): \(type) is not an input type.")
    }

    /// An argument's literal from a validated document, with variables already coerced.
    ///
    /// A variable that was not given yields `.undefined`, so that the argument's default applies.
    func value(of literal: any Value, type: any GraphQLInputType, variables: [String: Map]) -> Map {
        if let variable = literal as? Variable {
            return variables[variable.name.value] ?? .undefined
        }
        if literal is NullValue { return .null }
        let nullable = (type as? GraphQLNonNull).flatMap { $0.ofType as? any GraphQLInputType } ?? type
        if let list = nullable as? GraphQLList, let itemType = list.ofType as? any GraphQLInputType {
            guard let items = literal as? ListValue else {
                return .array([value(of: literal, type: itemType, variables: variables)])
            }
            return .array(items.values.map { value(of: $0, type: itemType, variables: variables) })
        }
        if let object = nullable as? GraphQLInputObjectType, let given = literal as? ObjectValue {
            var fields: [String: Map] = [:]
            for field in given.fields {
                fields[field.name.value] = value(of: field.value, type: fieldType(field.name.value, of: object), variables: variables)
            }
            return withDefaults(fields, of: object)
        }
        if let leaf = nullable as? any GraphQLLeafType, let parsed = try? leaf.parseLiteral(valueAST: literal) {
            return parsed
        }
        return .undefined
    }

    /// The arguments of one field: given values, else their defaults, keyed by name.
    func arguments(
        _ given: [Argument], definitions: [(name: String, type: any GraphQLInputType, defaultValue: Map?)],
        variables: [String: Map]
    ) -> [String: Map] {
        var arguments: [String: Map] = [:]
        for definition in definitions {
            var value = Map.undefined
            if let argument = given.first(where: { $0.name.value == definition.name }) {
                value = self.value(of: argument.value, type: definition.type, variables: variables)
            }
            if value == .undefined, let defaultValue = definition.defaultValue { value = defaultValue }
            if value != .undefined { arguments[definition.name] = value }
        }
        return arguments
    }

    private func coerce(object value: Map, to type: GraphQLInputObjectType, path: String) throws(Mismatch) -> Map {
        guard case .dictionary(let given) = value else {
            throw Mismatch(message: "\(path) must be an object of type \(type.name).")
        }
        let fields = index.fields(of: type)
        for name in given.keys where !fields.contains(where: { $0.name == name }) {
            throw Mismatch(message: "\(path) has the field \"\(name)\", which \(type.name) does not define.")
        }
        var coerced: [String: Map] = [:]
        for (name, definition) in fields {
            guard let fieldValue = given[name], fieldValue != .undefined else { continue }
            coerced[name] = try coerce(fieldValue, to: definition.type, path: "\(path).\(name)")
        }
        return withDefaults(coerced, of: type)
    }

    private func coerce(scalar value: Map, to type: GraphQLScalarType, path: String) throws(Mismatch) -> Map {
        // ID accepts integers and represents them as strings (spec 3.5.5); GraphQLSwift refuses them.
        if type.name == "ID", case .number(let number) = value {
            let double = number.doubleValue
            guard double == double.rounded(), abs(double) < 9e15 else {
                throw Mismatch(message: "\(path): ID cannot represent the non-integer number \(number).")
            }
            return .string(String(Int64(double)))
        }
        do {
            return try type.parseValue(value: value)
        } catch {
            throw Mismatch(message: "\(path): \(error)")
        }
    }

    /// `fields` with every field the input type defaults filled in, in the type's field order.
    private func withDefaults(_ fields: [String: Map], of type: GraphQLInputObjectType) -> Map {
        var result: [(String, Map)] = []
        for (name, definition) in index.fields(of: type) {
            if let value = fields[name] {
                result.append((name, value))
            } else if let defaultValue = definition.defaultValue {
                result.append((name, defaultValue))
            }
        }
        return .dictionary(.init(uniqueKeysWithValues: result))
    }

    private func fieldType(_ name: String, of type: GraphQLInputObjectType) -> any GraphQLInputType {
        index.fields(of: type).first { $0.name == name }?.field.type ?? GraphQLString
    }

    private func inner(of type: any GraphQLType) throws(Mismatch) -> any GraphQLInputType {
        guard let input = type as? any GraphQLInputType else {
            throw Mismatch(message: "\(type) is not an input type.")
        }
        return input
    }
}
