import Foundation
import GraphQLClient
import Testing

/// `graphql/CountryDetail.graphql`, verbatim.
private let countryDetailDocument = """
    # One country with everything its detail pane shows: its name in `$lang` and in every language of the schema.
    query CountryDetail($code: ID!, $lang: String = "en") {
      country(code: $code) {
        code
        name(lang: $lang)
        native
        emoji
        emojiU
        capital
        currency
        currencies
        phone
        phones
        awsRegion
        continent {
          code
          name
        }
        languages {
          code
          name
          native
          rtl
        }
        states {
          code
          name
        }
        subdivisions {
          code
          emoji
          name
        }
        en: name(lang: "en")
        ru: name(lang: "ru")
        es: name(lang: "es")
        fr: name(lang: "fr")
        de: name(lang: "de")
        ja: name(lang: "ja")
        tr: name(lang: "tr")
        pt: name(lang: "pt")
        fa: name(lang: "fa")
        it: name(lang: "it")
        zh: name(lang: "zh")
        nl: name(lang: "nl")
        pl: name(lang: "pl")
        vi: name(lang: "vi")
      }
    }

    """

/// `graphql/ContinentDetail.graphql` followed by `graphql/CountryBasicInfo.graphql`, verbatim.
private let continentDetailDocument = """
    # One continent and its countries, for drilling down from the Continents tab.
    query ContinentDetail($code: ID!, $lang: String = "en") {
      continent(code: $code) {
        code
        name
        countries {
          ...CountryBasicInfo
        }
      }
    }
    # The fields a country row shows: flag, name (in `$lang`, and in English), native name, capital, currency and continent.
    fragment CountryBasicInfo on Country {
      code
      name(lang: $lang)
      englishName: name(lang: "en")
      native
      emoji
      capital
      currency
      continent {
        code
        name
      }
    }

    """

/// The `.graphql` documents in the repository's `graphql/` directory (`schema.graphqls` is not one).
private let repositoryDocuments = [
    "AllCountries.graphql", "AllCountriesWithFragment.graphql", "ContinentDetail.graphql", "ContinentsList.graphql",
    "CountryBasicInfo.graphql", "CountryDetail.graphql", "FilteredCountries.graphql", "LanguageDetail.graphql",
    "LanguagesList.graphql",
]

/// The repository's `graphql/` directory, found from this file's real location (`Tests/GraphQLClientTests/`).
private let graphQLDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("graphql")

/// Parses text that must be valid, failing the test with the syntax error otherwise.
private func parsed(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ExecutableDocument {
    do {
        return try DocumentParser.parse(text)
    } catch {
        Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
        throw error
    }
}

/// The error parsing `text` throws, or nil when it parses.
private func syntaxError(_ text: String) -> DocumentSyntaxError? {
    do {
        _ = try DocumentParser.parse(text)
        return nil
    } catch {
        return error
    }
}

/// The fields of a selection set, in order; fragments are skipped.
private func fields(_ selections: [Selection]) -> [FieldSelection] {
    selections.compactMap { selection in
        if case .field(let field) = selection { return field }
        return nil
    }
}

/// The value of the first argument of the only operation's first root field.
private func firstArgument(of text: String) throws -> InputValue? {
    try parsed(text).operations.first.flatMap { fields($0.selectionSet).first?.arguments.first?.value }
}

/// The string value of the first argument of the only operation's first root field.
private func stringArgument(_ text: String) throws -> String? {
    guard case .constant(.string(let value)) = try firstArgument(of: text) else { return nil }
    return value
}

/// Prints a document compactly in the repository's style, for comparison with normalised source text.
private enum Outline {
    /// Operations in order, then fragments sorted by name, separated by spaces.
    static func of(_ document: ExecutableDocument) -> String {
        let operations = document.operations.map { operation in
            let variables = operation.variables.isEmpty
                ? "" : "(" + operation.variables.map { variable in
                    "$\(variable.name): \(variable.type)" + (variable.defaultValue.map { " = " + value($0) } ?? "")
                }.joined(separator: ", ") + ")"
            let name = operation.name.map { " " + $0 } ?? ""
            return "\(operation.kind.rawValue)\(name)\(variables) \(block(operation.selectionSet))"
        }
        let fragments = document.fragments.values.sorted { $0.name < $1.name }.map { fragment in
            "fragment \(fragment.name) on \(fragment.typeCondition) \(block(fragment.selectionSet))"
        }
        return (operations + fragments).joined(separator: " ")
    }

    /// `{ a b { c } ...F }`.
    private static func block(_ selections: [Selection]) -> String {
        "{ " + selections.map(selection).joined(separator: " ") + " }"
    }

    /// One selection.
    private static func selection(_ selection: Selection) -> String {
        switch selection {
        case .field(let field):
            let alias = field.alias.map { "\($0): " } ?? ""
            let arguments = field.arguments.isEmpty
                ? "" : "(" + field.arguments.map { "\($0.name): \(value($0.value))" }.joined(separator: ", ") + ")"
            let children = field.selectionSet.isEmpty ? "" : " " + block(field.selectionSet)
            return alias + field.name + arguments + children
        case .fragmentSpread(let name, _):
            return "..." + name
        case .inlineFragment(let typeCondition, _, let selectionSet):
            return "..." + (typeCondition.map { " on \($0)" } ?? "") + " " + block(selectionSet)
        }
    }

    /// Variables and strings; the repository's documents pass nothing else.
    private static func value(_ value: InputValue) -> String {
        switch value {
        case .variable(let name): "$" + name
        case .constant(.string(let text)): "\"\(text)\""
        default: "\(value)"
        }
    }

    /// Source text without comments, with every run of whitespace made one space.
    static func normalised(_ source: String) -> String {
        source.split(separator: "\n")
            .map { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0] }
            .joined(separator: " ")
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }
}

/// One malformed document and the exact error it must produce.
struct SyntaxErrorCase: Sendable, CustomTestStringConvertible {
    /// The document.
    let source: String
    /// The error's description, `syntax error at line:column: message`.
    let expected: String

    /// The expected error, to name the test case.
    var testDescription: String { expected }
}

@Suite("Parsing executable documents")
struct DocumentParserTests {
    // MARK: The repository's documents

    @Test func repositoryDocumentListIsComplete() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: graphQLDirectory.path)
        #expect(names.filter { $0.hasSuffix(".graphql") }.sorted() == repositoryDocuments)
    }

    @Test(arguments: repositoryDocuments)
    func repositoryDocumentParsesToItsOwnOutline(_ file: String) throws {
        let source = try String(contentsOf: graphQLDirectory.appendingPathComponent(file), encoding: .utf8)
        let document = try parsed(source)
        #expect(document.operations.count + document.fragments.count == 1)
        #expect(Outline.of(document) == Outline.normalised(source))
    }

    @Test func embeddedDocumentsMatchTheFiles() throws {
        let read = { (name: String) in
            try String(contentsOf: graphQLDirectory.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(try read("CountryDetail.graphql") == countryDetailDocument)
        #expect(try read("ContinentDetail.graphql") + read("CountryBasicInfo.graphql") == continentDetailDocument)
    }

    @Test func countryDetail() throws {
        let document = try parsed(countryDetailDocument)
        #expect(document.fragments.isEmpty)
        let operation = try #require(document.operation(named: nil))
        #expect(operation == document.operation(named: "CountryDetail"))
        #expect(operation.kind == .query)
        #expect(operation.name == "CountryDetail")
        #expect(operation.variables == [
            VariableDefinition(name: "code", type: "ID!"), VariableDefinition(name: "lang", type: "String", defaultValue: .constant("en")),
        ])
        let country = try #require(fields(operation.selectionSet).first)
        #expect(operation.selectionSet.count == 1)
        #expect(country.name == "country")
        #expect(country.alias == nil)
        #expect(country.arguments == [InputArgument(name: "code", value: .variable("code"))])
        let languageCodes = ["en", "ru", "es", "fr", "de", "ja", "tr", "pt", "fa", "it", "zh", "nl", "pl", "vi"]
        #expect(fields(country.selectionSet).map(\.responseKey) == [
            "code", "name", "native", "emoji", "emojiU", "capital", "currency", "currencies", "phone", "phones",
            "awsRegion", "continent", "languages", "states", "subdivisions",
        ] + languageCodes)
        let names = fields(country.selectionSet).filter { $0.name == "name" }
        #expect(names.first?.arguments == [InputArgument(name: "lang", value: .variable("lang"))])
        #expect(names.dropFirst().map(\.arguments) == languageCodes.map { [InputArgument(name: "lang", value: .constant(.string($0)))] })
        let languages = try #require(fields(country.selectionSet).first { $0.name == "languages" })
        #expect(fields(languages.selectionSet).map(\.name) == ["code", "name", "native", "rtl"])
        #expect(fields(country.selectionSet).filter { !$0.selectionSet.isEmpty }.map(\.name) == [
            "continent", "languages", "states", "subdivisions",
        ])
    }

    @Test func continentDetailWithItsFragment() throws {
        let document = try parsed(continentDetailDocument)
        let operation = try #require(document.operation(named: "ContinentDetail"))
        #expect(operation.variables == [
            VariableDefinition(name: "code", type: "ID!"), VariableDefinition(name: "lang", type: "String", defaultValue: .constant("en")),
        ])
        let continent = try #require(fields(operation.selectionSet).first)
        #expect(continent.arguments == [InputArgument(name: "code", value: .variable("code"))])
        let countries = try #require(fields(continent.selectionSet).last)
        #expect(countries.name == "countries")
        #expect(countries.selectionSet == [.fragmentSpread(name: "CountryBasicInfo", directives: [])])

        #expect(Array(document.fragments.keys) == ["CountryBasicInfo"])
        let fragment = try #require(document.fragments["CountryBasicInfo"])
        #expect(fragment.typeCondition == "Country")
        #expect(fields(fragment.selectionSet).map(\.responseKey) == [
            "code", "name", "englishName", "native", "emoji", "capital", "currency", "continent",
        ])
        #expect(fragment.selectionSet.last == .field(FieldSelection(
            name: "continent", selectionSet: [.field(FieldSelection(name: "code")), .field(FieldSelection(name: "name"))]
        )))
    }

    // MARK: Operations

    @Test func aliases() throws {
        let document = try parsed(#"{ jp: country(code: "JP") { name } fr : country(code: "FR") { title: name } }"#)
        let roots = fields(try #require(document.operation(named: nil)).selectionSet)
        #expect(roots.map(\.alias) == ["jp", "fr"])
        #expect(roots.map(\.name) == ["country", "country"])
        #expect(roots.map(\.responseKey) == ["jp", "fr"])
        #expect(roots.map(\.arguments) == [
            [InputArgument(name: "code", value: .constant("JP"))], [InputArgument(name: "code", value: .constant("FR"))],
        ])
        let title = try #require(fields(roots[1].selectionSet).first)
        #expect(title.alias == "title")
        #expect(title.name == "name")
    }

    @Test func anonymousQueries() throws {
        let shorthand = try parsed("{ countries { code } }")
        #expect(shorthand.operations == [OperationDefinition(
            kind: .query, name: nil, variables: [],
            selectionSet: [.field(FieldSelection(name: "countries", selectionSet: [.field(FieldSelection(name: "code"))]))]
        )])
        let keyword = try parsed("query ($n: Int) { a }")
        #expect(keyword.operation(named: nil)?.name == nil)
        #expect(keyword.operation(named: nil)?.variables == [VariableDefinition(name: "n", type: "Int")])
    }

    @Test func severalOperations() throws {
        let document = try parsed("""
            query Countries { countries { code } }
            mutation Rename($name: String!) { rename(to: $name) { code } }
            fragment F on Country { code }
            subscription Changes { changed { ...F } }
            { anonymous }
            """)
        #expect(document.operations.map(\.kind) == [.query, .mutation, .subscription, .query])
        #expect(document.operations.map(\.name) == ["Countries", "Rename", "Changes", nil])
        #expect(document.operation(named: "Rename")?.kind == .mutation)
        #expect(document.operation(named: "Rename")?.variables == [VariableDefinition(name: "name", type: "String!")])
        #expect(document.operation(named: "Changes")?.kind == .subscription)
        #expect(document.operation(named: nil) == nil)
        #expect(document.operation(named: "Missing") == nil)
        #expect(document.fragments["F"]?.typeCondition == "Country")
    }

    @Test func keywordsAreOrdinaryNamesInsideSelections() throws {
        let document = try parsed("query query { fragment: query { type } on { subscription } }")
        let operation = try #require(document.operation(named: "query"))
        let roots = fields(operation.selectionSet)
        #expect(roots.map(\.alias) == ["fragment", nil])
        #expect(roots.map(\.name) == ["query", "on"])
        #expect(roots.map { fields($0.selectionSet).map(\.name) } == [["type"], ["subscription"]])
    }

    @Test func variableTypesAndDefaultValues() throws {
        let document = try parsed("""
            query Q($code: ID! = "JP", $codes: [ String ! ] ! = ["a", "b"], $grid: [[Int]!], $limit: Int = 10,
                    $filter: CountryFilterInput = {code: {eq: "FR"}}, $none: String = null, $kind: Kind = BIG) { a }
            """)
        let variables = try #require(document.operation(named: "Q")).variables
        #expect(variables.map(\.name) == ["code", "codes", "grid", "limit", "filter", "none", "kind"])
        #expect(variables.map(\.type) == ["ID!", "[String!]!", "[[Int]!]", "Int", "CountryFilterInput", "String", "Kind"])
        #expect(variables.map(\.defaultValue) == [
            .constant("JP"),
            .list([.constant("a"), .constant("b")]),
            nil,
            .constant(.number(10)),
            .object([InputArgument(name: "code", value: .object([InputArgument(name: "eq", value: .constant("FR"))]))]),
            .constant(.null),
            .constant("BIG"),
        ])
    }

    // MARK: Values

    @Test func nestedArgumentsWithVariables() throws {
        let document = try parsed("""
            query Q($other: ID, $continent: String, $n: Float) {
              countries(
                filter: {code: {in: ["JP", $other]}, continent: {eq: $continent}}
                grid: [[1, 2.5], [-3e2, $n], []]
                flag: true, off: false, none: null, kind: ENUM_VALUE, empty: {}
              ) { code }
            }
            """)
        let operation = try #require(document.operation(named: "Q"))
        let countries = try #require(fields(operation.selectionSet).first)
        #expect(countries.arguments == [
            InputArgument(name: "filter", value: .object([
                InputArgument(name: "code", value: .object([
                    InputArgument(name: "in", value: .list([.constant("JP"), .variable("other")])),
                ])),
                InputArgument(name: "continent", value: .object([InputArgument(name: "eq", value: .variable("continent"))])),
            ])),
            InputArgument(name: "grid", value: .list([
                .list([.constant(.number(1)), .constant(.number(2.5))]),
                .list([.constant(.number(-300)), .variable("n")]),
                .list([]),
            ])),
            InputArgument(name: "flag", value: .constant(.bool(true))),
            InputArgument(name: "off", value: .constant(.bool(false))),
            InputArgument(name: "none", value: .constant(.null)),
            InputArgument(name: "kind", value: .constant("ENUM_VALUE")),
            InputArgument(name: "empty", value: .object([])),
        ])
    }

    @Test func numbers() throws {
        let document = try parsed("{ f(a: 0, b: -0, c: 1.5e3, d: 2E-2, e: -12.25, f: 6.02e+23, g: 1e400, h: 123456789) }")
        let values = fields(try #require(document.operation(named: nil)).selectionSet)[0].arguments.map(\.value)
        let expected: [Double] = [0, -0.0, 1500, 0.02, -12.25, 6.02e23, .infinity, 123_456_789]
        #expect(values == expected.map { .constant(.number($0)) })
        guard case .constant(.number(let negativeZero)) = values[1] else {
            Issue.record("not a number: \(values[1])")
            return
        }
        #expect(negativeZero.sign == .minus)
    }

    @Test func stringEscapes() throws {
        #expect(try stringArgument(#"{ f(s: "a\"b\\c\/d\be\ff\ng\rh\ti") }"#) == "a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti")
        #expect(try stringArgument(#"{ f(s: "caf\u00e9 \u00E9") }"#) == "café é")
        #expect(try stringArgument(#"{ f(s: "\uD83D\uDE00 grin") }"#) == "😀 grin")
        #expect(try stringArgument(#"{ f(s: "\u{1F600}\u{41}\u{0000062}") }"#) == "😀Ab")
        #expect(try stringArgument(#"{ f(s: "日本 🇯🇵 # not a comment") }"#) == "日本 🇯🇵 # not a comment")
        #expect(try stringArgument(#"{ f(s: "") }"#) == "")
    }

    @Test func blockStrings() throws {
        let indented = "{ f(s: \"\"\"\n\n    Hello,\n      World!\n\n    Yours,\n      GraphQL.\n  \n\"\"\") }"
        #expect(try stringArgument(indented) == "Hello,\n  World!\n\nYours,\n  GraphQL.")
        #expect(try stringArgument(#"{ f(s: """first line kept   """) }"#) == "first line kept   ")
        #expect(try stringArgument("{ f(s: \"\"\"  first\n    second\n      third\"\"\") }") == "  first\nsecond\n  third")
        #expect(try stringArgument(#"{ f(s: """a \""" b \n \u0041 "" c""") }"#) == #"a """ b \n \u0041 "" c"#)
        #expect(try stringArgument("{ f(s: \"\"\"\r\n\tone\r\n\t\ttwo\rthree\r\n\"\"\") }") == "\tone\n\t\ttwo\nthree")
        #expect(try stringArgument("{ f(s: \"\"\"\n\t  x\n\t  \n\t  y\n\"\"\") }") == "x\n\ny")
        #expect(try stringArgument(#"{ f(s: """""") }"#) == "")
        #expect(try stringArgument("{ f(s: \"\"\"  \n   \n \"\"\") }") == "")
    }

    // MARK: Ignored tokens and directives

    @Test func commentsCommasWhitespaceAndByteOrderMarks() throws {
        let source = "\u{FEFF}# leading comment\r\nquery Q,,,( $a : Int , $b:[ID!]! ) # after variables\r\n"
            + "{\t a , b # trailing\n ,c(x:1,y:2,),\u{FEFF}d\r}"
        let document = try parsed(source)
        let operation = try #require(document.operation(named: "Q"))
        #expect(operation.variables == [VariableDefinition(name: "a", type: "Int"), VariableDefinition(name: "b", type: "[ID!]!")])
        #expect(fields(operation.selectionSet).map(\.name) == ["a", "b", "c", "d"])
        #expect(fields(operation.selectionSet)[2].arguments.map(\.name) == ["x", "y"])
    }

    @Test func directivesWithVariables() throws {
        let document = try parsed("""
            query Q($withStates: Boolean!, $skipName: Boolean = false) @live @cost(max: $withStates) {
              country(code: "JP") @cached(ttl: 60) {
                states @include(if: $withStates) { code }
                ...Basic @skip(if: $skipName)
                ... @include(if: $withStates) { capital }
                ... on Country @skip(if: true) { emoji }
                ... on Country { phone }
                ... { currency }
              }
            }
            fragment Basic on Country @defer { name }
            """)
        let operation = try #require(document.operation(named: "Q"))
        #expect(operation.variables.map(\.name) == ["withStates", "skipName"])
        let country = try #require(fields(operation.selectionSet).first)
        #expect(country.directives == [Directive(name: "cached", arguments: [InputArgument(name: "ttl", value: .constant(60))])])
        let selections = country.selectionSet
        #expect(selections.count == 6)
        #expect(selections[0] == .field(FieldSelection(
            name: "states", directives: [Directive(name: "include", arguments: [InputArgument(name: "if", value: .variable("withStates"))])],
            selectionSet: [.field(FieldSelection(name: "code"))]
        )))
        #expect(selections[1] == .fragmentSpread(
            name: "Basic", directives: [Directive(name: "skip", arguments: [InputArgument(name: "if", value: .variable("skipName"))])]
        ))
        #expect(selections[2] == .inlineFragment(
            typeCondition: nil,
            directives: [Directive(name: "include", arguments: [InputArgument(name: "if", value: .variable("withStates"))])],
            selectionSet: [.field(FieldSelection(name: "capital"))]
        ))
        #expect(selections[3] == .inlineFragment(
            typeCondition: "Country",
            directives: [Directive(name: "skip", arguments: [InputArgument(name: "if", value: .constant(true))])],
            selectionSet: [.field(FieldSelection(name: "emoji"))]
        ))
        #expect(selections[4] == .inlineFragment(
            typeCondition: "Country", directives: [], selectionSet: [.field(FieldSelection(name: "phone"))]
        ))
        #expect(selections[5] == .inlineFragment(
            typeCondition: nil, directives: [], selectionSet: [.field(FieldSelection(name: "currency"))]
        ))
        #expect(document.fragments["Basic"]?.selectionSet == [.field(FieldSelection(name: "name"))])
    }

    @Test func variableDefinitionDirectivesAreParsed() throws {
        let document = try parsed(#"query Q($a: Int = 1 @deprecated(reason: "old") @tag, $b: ID) { f(a: $a, b: $b) }"#)
        #expect(document.operation(named: "Q")?.variables == [
            VariableDefinition(name: "a", type: "Int", defaultValue: .constant(1)), VariableDefinition(name: "b", type: "ID"),
        ])
    }

    @Test func nestingUpToTheLimit() throws {
        let depth = 128
        let deep = String(repeating: "{ a ", count: depth) + String(repeating: "}", count: depth)
        var selections = try parsed(deep).operations.first?.selectionSet ?? []
        var levels = 0
        while case .field(let field) = selections.first {
            levels += 1
            selections = field.selectionSet
        }
        #expect(levels == depth)
        let tooDeep = "{ f(a: " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + ") }"
        #expect(syntaxError(tooDeep)?.description == "syntax error at 1:135: the document nests more than 128 levels deep")
    }

    @Test func siblingsDoNotCountAsNesting() throws {
        let siblings = Array(repeating: "[{a: [1]}, {}]", count: 200).joined(separator: ", ")
        let fieldsWithSelections = Array(repeating: "a { b }", count: 200).joined(separator: " ")
        let listVariables = (1...200).map { "$v\($0): [Int]" }.joined(separator: " ")
        let document = try parsed(
            "query Q($t: [[Int]] = [\(siblings)] \(listVariables)) { \(fieldsWithSelections) f(a: [\(siblings)]) }")
        let operation = try #require(document.operation(named: "Q"))
        #expect(operation.variables.count == 201)
        #expect(operation.variables.last == VariableDefinition(name: "v200", type: "[Int]"))
        #expect(operation.selectionSet.count == 201)
        guard case .list(let items) = fields(operation.selectionSet).last?.arguments.first?.value else {
            Issue.record("not a list")
            return
        }
        #expect(items.count == 200)
    }

    // MARK: Errors

    @Test(arguments: [
        SyntaxErrorCase(
            source: "query Q {\n  country {\n    name\n",
            expected: #"syntax error at 4:1: expected a field, "..." or "}" but found end of document"#),
        SyntaxErrorCase(
            source: "query Q($code: ID!) {\n  country(code: \"JP) { name }\n}",
            expected: "syntax error at 2:17: unterminated string"),
        SyntaxErrorCase(
            source: "{\n  f(s: \"ok\\q\")\n}",
            expected: #"syntax error at 2:11: invalid escape sequence "\q""#),
        SyntaxErrorCase(
            source: "{ f(s: \"\\u{110000}\") }",
            expected: #"syntax error at 1:9: invalid Unicode escape sequence "\u{110000}""#),
        SyntaxErrorCase(
            source: "{ f(s: \"\\u{100000041}\") }",
            expected: #"syntax error at 1:9: invalid Unicode escape sequence "\u{100000041}""#),
        SyntaxErrorCase(
            source: "{ f(s: \"x\\uD83D y\") }",
            expected: #"syntax error at 1:10: invalid Unicode escape sequence "\uD83D""#),
        SyntaxErrorCase(
            source: "{ f(s: \"\\u12G4\") }",
            expected: #"syntax error at 1:9: invalid Unicode escape sequence "\u12G4""#),
        SyntaxErrorCase(
            source: "{\n  name\r\n  % code\n}",
            expected: #"syntax error at 3:3: unexpected character "%""#),
        SyntaxErrorCase(
            source: "{ pays(nom: \"Japon\") é }",
            expected: "syntax error at 1:22: unexpected character U+00E9"),
        SyntaxErrorCase(
            source: "{ a }\n\ntype Query {\n  a: Int\n}",
            expected: #"syntax error at 3:1: type-system definitions are not supported in an executable document: found "type""#),
        SyntaxErrorCase(
            source: "\"\"\"Doc\"\"\"\nscalar Date",
            expected: "syntax error at 1:1: descriptions and type-system definitions are not supported in an executable document"),
        SyntaxErrorCase(
            source: "fragment F on Country { code }\nfragment F on Country { name }",
            expected: #"syntax error at 2:10: fragment "F" is defined more than once"#),
        SyntaxErrorCase(
            source: "query Q($a: Int = $b) { f }",
            expected: "syntax error at 1:19: variables are not allowed in a constant value"),
        SyntaxErrorCase(
            source: "{ country { } }",
            expected: #"syntax error at 1:13: expected a field or "..." but found "}""#),
        SyntaxErrorCase(
            source: "{ f(a: 007) }",
            expected: "syntax error at 1:9: invalid number: unexpected digit after 0"),
        SyntaxErrorCase(
            source: "{ f(a: 1.) }",
            expected: #"syntax error at 1:10: invalid number: expected a digit but found ")""#),
        SyntaxErrorCase(
            source: "{ f(a: 12abc) }",
            expected: #"syntax error at 1:10: invalid number: unexpected "a""#),
        SyntaxErrorCase(
            source: "{ f(a: 1.5.2) }",
            expected: #"syntax error at 1:11: invalid number: unexpected ".""#),
        SyntaxErrorCase(
            source: "{ f(a: -) }",
            expected: #"syntax error at 1:9: invalid number: expected a digit but found ")""#),
        SyntaxErrorCase(
            source: "{ ..F }",
            expected: #"syntax error at 1:3: unexpected character ".", expected "...""#),
        SyntaxErrorCase(
            source: "{ f(a: \"\"\"never closed\n) }",
            expected: "syntax error at 1:8: unterminated block string"),
        SyntaxErrorCase(
            source: "  # only a comment\n",
            expected: "syntax error at 2:1: expected an operation or fragment but found end of document"),
        SyntaxErrorCase(
            source: "query Q($a: Int, 5) { f }",
            expected: #"syntax error at 1:18: expected "$" or ")" but found number 5"#),
        SyntaxErrorCase(
            source: "{ f() }",
            expected: #"syntax error at 1:5: expected an argument name but found ")""#),
        SyntaxErrorCase(
            source: "{ f(a: [1, 2) }",
            expected: #"syntax error at 1:13: expected a value or "]" but found ")""#),
        SyntaxErrorCase(
            source: "{ ... on { a } }",
            expected: #"syntax error at 1:10: expected a type name but found "{""#),
        SyntaxErrorCase(
            source: "fragment on on Country { a }",
            expected: #"syntax error at 1:10: expected a fragment name but found name "on""#),
        SyntaxErrorCase(
            source: "fragment F Country { a }",
            expected: #"syntax error at 1:12: expected "on" but found name "Country""#),
        SyntaxErrorCase(
            source: "query Q($a: [Int) { f }",
            expected: #"syntax error at 1:17: expected "]" but found ")""#),
        SyntaxErrorCase(
            source: "query Q { f(a: 1 }",
            expected: #"syntax error at 1:18: expected an argument name or ")" but found "}""#),
        SyntaxErrorCase(
            source: "{ f } extra",
            expected: #"syntax error at 1:7: expected an operation or fragment but found name "extra""#),
    ])
    func syntaxErrors(_ errorCase: SyntaxErrorCase) {
        #expect(syntaxError(errorCase.source)?.description == errorCase.expected)
    }

    @Test func errorFieldsAndColumnsCountCharacters() {
        let error = syntaxError("{ pays(nom: \"日本\") ? }")
        #expect(error == DocumentSyntaxError(message: #"unexpected character "?""#, line: 1, column: 19))
        #expect(error?.line == 1)
        #expect(error?.column == 19)
    }
}
