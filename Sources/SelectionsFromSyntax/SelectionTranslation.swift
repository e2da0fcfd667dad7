import GraphQL
import GraphQLSelectionModel
import JSONCore

/// Turns GraphQLSwift's syntax tree of an executable document into the client's selection model, the one
/// the normalized cache walks: `countries-codegen` emits it for every operation and fragment, and
/// `query --document` builds it for the document it runs.
public enum SelectionTranslation {
    /// The selections of the query `operation` of `document`, with every fragment the document defines;
    /// nil when it is not a query.
    public static func selections(of operation: GraphQL.OperationDefinition, in document: Document) -> OperationSelections? {
        guard operation.operation == .query else { return nil }
        let fragments = document.definitions.compactMap { $0 as? GraphQL.FragmentDefinition }.map(fragment)
        return OperationSelections(
            selectionSet: selectionSet(operation.selectionSet),
            fragments: fragments,
            variableDefaults: variableDefaults(of: operation)
        )
    }

    /// The selections of the query named `operationName` (or the only operation) in the document `text`;
    /// nil when it names no single query. Throws GraphQLSwift's syntax error.
    public static func selections(parsing text: String, operationName: String? = nil) throws -> OperationSelections? {
        let document = try GraphQL.parse(source: text)
        return operation(named: operationName, in: document).flatMap { selections(of: $0, in: document) }
    }

    /// The operation of `document` named `name`, or its only operation when `name` is nil.
    public static func operation(named name: String?, in document: Document) -> GraphQL.OperationDefinition? {
        let operations = document.definitions.compactMap { $0 as? GraphQL.OperationDefinition }
        guard let name else { return operations.count == 1 ? operations.first : nil }
        return operations.first { $0.name?.value == name }
    }

    /// The default values of an operation's variables, by name; variables without one are left out.
    public static func variableDefaults(of operation: GraphQL.OperationDefinition) -> [String: JSONValue] {
        var defaults: [String: JSONValue] = [:]
        for definition in operation.variableDefinitions {
            guard let value = definition.defaultValue else { continue }
            defaults[definition.variable.name.value] = constant(value)
        }
        return defaults
    }

    /// A fragment definition's selections.
    public static func fragment(_ definition: GraphQL.FragmentDefinition) -> FragmentSelections {
        FragmentSelections(
            name: definition.name.value, typeCondition: definition.typeCondition.name.value,
            selectionSet: selectionSet(definition.selectionSet)
        )
    }

    /// A selection set's entries, in document order.
    public static func selectionSet(_ set: SelectionSet) -> [ClientSelection] {
        set.selections.compactMap { selection -> ClientSelection? in
            switch selection {
            case let field as Field:
                return .field(FieldSelection(
                    alias: field.alias?.value, name: field.name.value, arguments: field.arguments.map(argument),
                    directives: field.directives.map(directive),
                    selectionSet: field.selectionSet.map(Self.selectionSet) ?? []
                ))
            case let spread as FragmentSpread:
                return .fragmentSpread(name: spread.name.value, directives: spread.directives.map(directive))
            case let inline as InlineFragment:
                return .inlineFragment(
                    typeCondition: inline.typeCondition?.name.value, directives: inline.directives.map(directive),
                    selectionSet: selectionSet(inline.selectionSet)
                )
            default:
                return nil
            }
        }
    }

    private static func directive(_ directive: GraphQL.Directive) -> ClientDirective {
        ClientDirective(name: directive.name.value, arguments: directive.arguments.map(argument))
    }

    private static func argument(_ argument: Argument) -> InputArgument {
        InputArgument(name: argument.name.value, value: inputValue(argument.value))
    }

    /// A written value; enum values become strings, as they travel in JSON. A number too large for a Double is
    /// infinite, which a field key writes as `null`.
    private static func inputValue(_ value: any Value) -> InputValue {
        switch value {
        case let variable as Variable: .variable(variable.name.value)
        case let number as IntValue: .constant(.number(Double(number.value) ?? .infinity))
        case let number as FloatValue: .constant(.number(Double(number.value) ?? .infinity))
        case let string as StringValue: .constant(.string(string.value))
        case let flag as BooleanValue: .constant(.bool(flag.value))
        case let enumeration as EnumValue: .constant(.string(enumeration.value))
        case let list as ListValue: .list(list.values.map(inputValue))
        case let object as ObjectValue: .object(object.fields.map { InputArgument(name: $0.name.value, value: inputValue($0.value)) })
        default: .constant(.null)
        }
    }

    /// A default value, which the spec requires to be constant; a variable in one (invalid) is `null`.
    private static func constant(_ value: any Value) -> JSONValue {
        switch value {
        case let list as ListValue:
            return .array(list.values.map(constant))
        case let object as ObjectValue:
            return .object(JSONObject(Dictionary(object.fields.map { ($0.name.value, constant($0.value)) }, uniquingKeysWith: { _, last in last })))
        default:
            guard case .constant(let constant) = inputValue(value) else { return .null }
            return constant
        }
    }
}
