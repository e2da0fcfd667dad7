/// Parses GraphQL executable documents (operations and fragments, October 2021 grammar) into `ExecutableDocument`.
public enum DocumentParser {
    /// Parses a document of operations and fragments; type-system definitions and syntax errors throw.
    public static func parse(_ text: String) throws(DocumentSyntaxError) -> ExecutableDocument {
        var parser = try DocumentParserState(text)
        return try parser.parseDocument()
    }
}

/// A recursive-descent parser's state: the lexer, the current token and how deeply it is nested.
struct DocumentParserState {
    /// How deeply selection sets, lists, objects and list types may nest, so hostile input cannot exhaust the stack.
    static let maximumNesting = 128

    /// The keywords that begin type-system definitions and extensions.
    private static let typeSystemKeywords: Set<String> = [
        "schema", "scalar", "type", "interface", "union", "enum", "input", "directive", "extend",
    ]

    /// The tokenizer.
    private var lexer: DocumentLexer
    /// The token being looked at.
    private var token: Token
    /// How many selection sets, lists, objects and list types enclose the current token.
    private var nesting = 0

    /// A parser at the first token of `text`.
    init(_ text: String) throws(DocumentSyntaxError) {
        lexer = DocumentLexer(text)
        token = try lexer.next()
    }

    /// Parses `Definition+` up to the end of the document.
    mutating func parseDocument() throws(DocumentSyntaxError) -> ExecutableDocument {
        var operations: [OperationDefinition] = []
        var fragments: [String: FragmentDefinition] = [:]
        repeat {
            switch token.kind {
            case .braceLeft:
                operations.append(
                    OperationDefinition(kind: .query, name: nil, variables: [], selectionSet: try parseSelectionSet()))
            case .name:
                if let kind = OperationKind(rawValue: token.text) {
                    operations.append(try parseOperation(kind))
                } else if token.text == "fragment" {
                    try parseFragment(into: &fragments)
                } else if Self.typeSystemKeywords.contains(token.text) {
                    throw error("type-system definitions are not supported in an executable document: found \"\(token.text)\"")
                } else {
                    throw unexpected(expecting: "an operation or fragment")
                }
            case .string, .blockString:
                throw error("descriptions and type-system definitions are not supported in an executable document")
            default:
                throw unexpected(expecting: "an operation or fragment")
            }
        } while token.kind != .endOfDocument
        return ExecutableDocument(operations: operations, fragments: fragments)
    }

    // MARK: Definitions

    /// Parses `query|mutation|subscription Name? VariableDefinitions? Directives? SelectionSet`.
    private mutating func parseOperation(_ kind: OperationKind) throws(DocumentSyntaxError) -> OperationDefinition {
        try advance()
        var name: String?
        if token.kind == .name {
            name = token.text
            try advance()
        }
        let variables = token.kind == .parenLeft ? try parseVariableDefinitions() : []
        _ = try parseDirectives(constant: false)
        return OperationDefinition(kind: kind, name: name, variables: variables, selectionSet: try parseSelectionSet())
    }

    /// Parses `fragment Name on Type Directives? SelectionSet`, rejecting a name already in `fragments`.
    private mutating func parseFragment(into fragments: inout [String: FragmentDefinition]) throws(DocumentSyntaxError) {
        try advance()
        let nameToken = token
        guard token.kind == .name, token.text != "on" else { throw unexpected(expecting: "a fragment name") }
        guard fragments[token.text] == nil else {
            throw error("fragment \"\(token.text)\" is defined more than once")
        }
        try advance()
        try expectKeyword("on")
        let typeCondition = try expectName("a type name")
        _ = try parseDirectives(constant: false)
        let selectionSet = try parseSelectionSet()
        fragments[nameToken.text] = FragmentDefinition(
            name: nameToken.text, typeCondition: typeCondition, selectionSet: selectionSet)
    }

    /// Parses `( ($name: Type DefaultValue? Directives[Const]?)+ )`.
    private mutating func parseVariableDefinitions() throws(DocumentSyntaxError) -> [VariableDefinition] {
        try expect(.parenLeft)
        var definitions: [VariableDefinition] = []
        repeat {
            guard try skip(.dollar) else {
                throw unexpected(expecting: definitions.isEmpty ? #""$""# : #""$" or ")""#)
            }
            let name = try expectName("a variable name")
            try expect(.colon)
            let type = try parseType()
            var defaultValue: InputValue?
            if try skip(.equals) { defaultValue = try parseValue(constant: true) }
            _ = try parseDirectives(constant: true)
            definitions.append(VariableDefinition(name: name, type: type, defaultValue: defaultValue))
        } while try !skip(.parenRight)
        return definitions
    }

    /// Parses `Name`, `[Type]` and either followed by `!`, returning its normalised text such as `[String!]!`.
    private mutating func parseType() throws(DocumentSyntaxError) -> String {
        var text: String
        if token.kind == .bracketLeft {
            try enterNesting()
            try advance()
            text = "[" + (try parseType()) + "]"
            try expect(.bracketRight)
            nesting -= 1
        } else {
            text = try expectName("a type")
        }
        if try skip(.bang) { text += "!" }
        return text
    }

    // MARK: Selections

    /// Parses `{ Selection+ }`.
    private mutating func parseSelectionSet() throws(DocumentSyntaxError) -> [Selection] {
        try enterNesting()
        try expect(.braceLeft)
        var selections = [try parseSelection(expecting: #"a field or "...""#)]
        while try !skip(.braceRight) {
            selections.append(try parseSelection(expecting: #"a field, "..." or "}""#))
        }
        nesting -= 1
        return selections
    }

    /// Parses a field, fragment spread or inline fragment; anything else is an error naming `expected`.
    private mutating func parseSelection(expecting expected: String) throws(DocumentSyntaxError) -> Selection {
        switch token.kind {
        case .name: .field(try parseField())
        case .spread: try parseFragmentSelection()
        default: throw unexpected(expecting: expected)
        }
    }

    /// Parses `Alias? Name Arguments? Directives? SelectionSet?`.
    private mutating func parseField() throws(DocumentSyntaxError) -> FieldSelection {
        var alias: String?
        var name = token.text
        try advance()
        if try skip(.colon) {
            alias = name
            name = try expectName("a field name")
        }
        let arguments = token.kind == .parenLeft ? try parseArguments(constant: false) : []
        let directives = try parseDirectives(constant: false)
        let selectionSet = token.kind == .braceLeft ? try parseSelectionSet() : []
        return FieldSelection(
            alias: alias, name: name, arguments: arguments, directives: directives, selectionSet: selectionSet)
    }

    /// Parses what follows `...`: a fragment spread `...Name Directives?` or an inline fragment
    /// `... (on Type)? Directives? SelectionSet`.
    private mutating func parseFragmentSelection() throws(DocumentSyntaxError) -> Selection {
        try advance()
        var typeCondition: String?
        switch token.kind {
        case .name where token.text != "on":
            let name = token.text
            try advance()
            return .fragmentSpread(name: name, directives: try parseDirectives(constant: false))
        case .name:
            try advance()
            typeCondition = try expectName("a type name")
        case .at, .braceLeft:
            break
        default:
            throw unexpected(expecting: #"a fragment name, "on", "@" or "{""#)
        }
        let directives = try parseDirectives(constant: false)
        return .inlineFragment(
            typeCondition: typeCondition, directives: directives, selectionSet: try parseSelectionSet())
    }

    // MARK: Arguments, directives and values

    /// Parses `( (Name: Value)+ )`; `constant` forbids variables.
    private mutating func parseArguments(constant: Bool) throws(DocumentSyntaxError) -> [InputArgument] {
        try expect(.parenLeft)
        var arguments: [InputArgument] = []
        repeat {
            let name = try expectName(arguments.isEmpty ? "an argument name" : #"an argument name or ")""#)
            try expect(.colon)
            arguments.append(InputArgument(name: name, value: try parseValue(constant: constant)))
        } while try !skip(.parenRight)
        return arguments
    }

    /// Parses `(@Name Arguments?)*`; `constant` forbids variables.
    private mutating func parseDirectives(constant: Bool) throws(DocumentSyntaxError) -> [Directive] {
        var directives: [Directive] = []
        while try skip(.at) {
            let name = try expectName("a directive name")
            let arguments = token.kind == .parenLeft ? try parseArguments(constant: constant) : []
            directives.append(Directive(name: name, arguments: arguments))
        }
        return directives
    }

    /// Parses a value: a variable (unless `constant`), number, string, boolean, null, enum value, list or object;
    /// anything else is an error naming `expected`.
    private mutating func parseValue(
        constant: Bool, expecting expected: String = "a value"
    ) throws(DocumentSyntaxError) -> InputValue {
        let value: InputValue
        switch token.kind {
        case .dollar:
            guard !constant else { throw error("variables are not allowed in a constant value") }
            try advance()
            return .variable(try expectName("a variable name"))
        case .int, .float:
            // The lexer only produces numbers that `Double` accepts; too large ones become infinity.
            value = .constant(.number(Double(token.text) ?? .nan))
        case .string, .blockString:
            value = .constant(.string(token.text))
        case .name:
            switch token.text {
            case "true": value = .constant(.bool(true))
            case "false": value = .constant(.bool(false))
            case "null": value = .constant(.null)
            default: value = .constant(.string(token.text))
            }
        case .bracketLeft:
            return try parseList(constant: constant)
        case .braceLeft:
            return try parseObject(constant: constant)
        default:
            throw unexpected(expecting: expected)
        }
        try advance()
        return value
    }

    /// Parses `[ Value* ]`.
    private mutating func parseList(constant: Bool) throws(DocumentSyntaxError) -> InputValue {
        try enterNesting()
        try advance()
        var items: [InputValue] = []
        while try !skip(.bracketRight) {
            items.append(try parseValue(constant: constant, expecting: #"a value or "]""#))
        }
        nesting -= 1
        return .list(items)
    }

    /// Parses `{ (Name: Value)* }`.
    private mutating func parseObject(constant: Bool) throws(DocumentSyntaxError) -> InputValue {
        try enterNesting()
        try advance()
        var fields: [InputArgument] = []
        while try !skip(.braceRight) {
            let name = try expectName(#"a field name or "}""#)
            try expect(.colon)
            fields.append(InputArgument(name: name, value: try parseValue(constant: constant)))
        }
        nesting -= 1
        return .object(fields)
    }

    // MARK: Tokens

    /// Moves to the next token.
    private mutating func advance() throws(DocumentSyntaxError) {
        token = try lexer.next()
    }

    /// Moves past the current token if it is of this kind, and says whether it did.
    private mutating func skip(_ kind: TokenKind) throws(DocumentSyntaxError) -> Bool {
        guard token.kind == kind else { return false }
        try advance()
        return true
    }

    /// Moves past a token of this kind, or throws.
    private mutating func expect(_ kind: TokenKind) throws(DocumentSyntaxError) {
        guard try skip(kind) else { throw unexpected(expecting: kind.description) }
    }

    /// Moves past a name token and returns its text, or throws naming `what` was expected.
    private mutating func expectName(_ what: String) throws(DocumentSyntaxError) -> String {
        guard token.kind == .name else { throw unexpected(expecting: what) }
        let name = token.text
        try advance()
        return name
    }

    /// Moves past the name `keyword`, or throws.
    private mutating func expectKeyword(_ keyword: String) throws(DocumentSyntaxError) {
        guard token.kind == .name, token.text == keyword else { throw unexpected(expecting: "\"\(keyword)\"") }
        try advance()
    }

    /// Counts one more level of nesting, or throws when there would be too many.
    private mutating func enterNesting() throws(DocumentSyntaxError) {
        guard nesting < Self.maximumNesting else {
            throw error("the document nests more than \(Self.maximumNesting) levels deep")
        }
        nesting += 1
    }

    /// An error at the current token.
    private func error(_ message: String) -> DocumentSyntaxError {
        lexer.error(message, at: token.start)
    }

    /// An `expected X but found Y` error at the current token.
    private func unexpected(expecting expected: String) -> DocumentSyntaxError {
        error("expected \(expected) but found \(token.description)")
    }
}
