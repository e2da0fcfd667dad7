/// Swift spellings of GraphQL names: type names, property names and keyword escaping.
enum SwiftNames {
    /// The generated type of an operation: `CountryDetail` → `CountryDetailQuery`.
    static func operationTypeName(_ operationName: String) -> String {
        let name = upperCamel(operationName)
        return name.hasSuffix("Query") ? name : name + "Query"
    }

    /// The generated type of a fragment: its name with an upper-case first letter.
    static func fragmentTypeName(_ fragmentName: String) -> String {
        upperCamel(fragmentName)
    }

    /// The property a fragment gets inside `Fragments`: `CountryBasicInfo` → `countryBasicInfo`, `URLInfo` → `urlInfo`.
    static func fragmentPropertyName(_ fragmentName: String) -> String {
        let characters = Array(fragmentName)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return fragmentName }
        // Keep the last capital of a run like `URLInfo` as the start of the next word.
        let lowered = upperRun > 1 && upperRun < characters.count ? upperRun - 1 : upperRun
        return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
    }

    /// `name` with its first letter upper-cased: `continent` → `Continent`.
    static func upperCamel(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// An English plural made singular, for naming the element type of a list field.
    static func singular(_ name: String) -> String {
        let irregular = ["people": "person", "People": "Person", "children": "child", "Children": "Child"]
        if let singular = irregular[name] { return singular }
        if name.hasSuffix("ies"), name.count > 3 { return name.dropLast(3) + "y" }
        for suffix in ["sses", "shes", "ches", "xes", "zes"] where name.hasSuffix(suffix) {
            return String(name.dropLast(2))
        }
        for suffix in ["ss", "us", "is"] where name.hasSuffix(suffix) {
            return name
        }
        if name.hasSuffix("s"), name.count > 1 { return String(name.dropLast()) }
        return name
    }

    /// `identifier` wrapped in backticks when it is a Swift keyword.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// An expression reading the property `name` inside a method: `self.` is needed only for a property named `self`.
    static func memberAccess(_ name: String) -> String {
        name == "self" ? "self.`self`" : escaped(name)
    }

    /// Words that need backticks as property, parameter or case names.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}
