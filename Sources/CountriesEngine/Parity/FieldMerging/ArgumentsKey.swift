import BoundedStorage
import GraphQL

/// A canonical text for a field's arguments, equal for two fields exactly when their arguments are the same
/// (graphql-js compares them the same way): arguments and input object fields sorted by name, each value printed,
/// compared byte for byte.
enum ArgumentsKey {
    /// The key of `arguments`.
    static func of(_ arguments: [Argument]) -> ExactText {
        ExactText(arguments.sorted { $0.name.value < $1.name.value }
            .map { "\($0.name.value):\(text(of: $0.value))" }
            .joined(separator: ","))
    }

    private static func text(of value: any Value) -> String {
        switch value {
        case let list as ListValue:
            "[" + list.values.map(text(of:)).joined(separator: ",") + "]"
        case let object as ObjectValue:
            "{" + object.fields.sorted { $0.name.value < $1.name.value }
                .map { "\($0.name.value):\(text(of: $0.value))" }
                .joined(separator: ",") + "}"
        default:
            print(ast: value)
        }
    }
}
