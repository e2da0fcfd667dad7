import ArgumentParser
import GraphQLClient
import JSONCore

/// Parses `--var name=value` arguments into a JSON object.
enum VariableArguments {
    /// A value is JSON when it parses as JSON (`5`, `true`, `{"a":1}`), else a plain string (`JP`).
    static func parse(_ arguments: [String]) throws -> [String: JSONValue] {
        var object: [String: JSONValue] = [:]
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                throw ValidationError("--var must look like name=value, not '\(argument)'")
            }
            let name = String(argument[..<equals])
            let text = String(argument[argument.index(after: equals)...])
            object[name] = JSONValue(parsing: text) ?? .string(text)
        }
        return object
    }
}
