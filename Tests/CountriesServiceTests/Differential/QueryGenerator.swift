import CountriesService
import GraphQL

/// A seeded, reproducible source of random numbers (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Generates random valid requests over the whole Countries schema: every field and argument, aliases, named and
/// inline fragments, `@skip` and `@include`, variables, every filter operator with valid and invalid values, and
/// lookups that find nothing. Results stay small enough for the reference executor.
struct QueryGenerator {
    private var random: SeededGenerator
    private var aliasCount = 0
    private var variableDefinitions: [String] = []
    private var variables: [String: Map] = [:]
    private var fragments: [String] = []
    /// Whether the request already has a field that fails. GraphQLSwift resolves sibling fields concurrently,
    /// so with two failing fields which error it reports would vary; one per request keeps it deterministic.
    private var failureUsed = false

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// A new request.
    mutating func request() -> GraphQLServiceRequest {
        aliasCount = 0
        variableDefinitions = []
        variables = [:]
        fragments = []
        failureUsed = false
        var roots: [String] = []
        for _ in 0..<int(1...3) { roots.append(rootField()) }
        let name = chance(0.5) ? "Generated" : nil
        var text = name.map { "query \($0)" } ?? (variableDefinitions.isEmpty ? "" : "query")
        if !variableDefinitions.isEmpty { text += "(" + variableDefinitions.joined(separator: ", ") + ")" }
        text += " { " + roots.joined(separator: " ") + " }"
        for fragment in fragments { text += "\n" + fragment }
        return GraphQLServiceRequest(query: text, operationName: name, variables: variables)
    }

    // MARK: Roots

    /// Root fields are always aliased: two with different arguments under one key would not merge.
    private mutating func rootField() -> String {
        switch int(0...9) {
        case 0...2: return uniqueAlias() + "country(code: \(code(["JP", "FR", "CA", "US", "AQ", "CI", "XX", "jp"]))) " + selection(on: "Country", depth: 3, lists: 1)
        case 3: return uniqueAlias() + "continent(code: \(code(["EU", "AN", "OC", "ZZ"]))) " + selection(on: "Continent", depth: 2, lists: 1)
        case 4: return uniqueAlias() + "language(code: \(code(["ja", "fr", "ar", "zz"]))) " + selection(on: "Language", depth: 2, lists: 1)
        case 5, 6: return uniqueAlias() + "countries" + filter(fields: ["code", "continent", "currency", "name"]) + " " + selection(on: "Country", depth: 2, lists: 0)
        case 7: return uniqueAlias() + "continents" + filter(fields: ["code"]) + " " + selection(on: "Continent", depth: 2, lists: 0)
        case 8: return uniqueAlias() + "languages" + filter(fields: ["code"]) + " " + selection(on: "Language", depth: 1, lists: 0)
        default: return alias() + "__typename"
        }
    }

    private mutating func code(_ choices: [String]) -> String {
        let value = choices[int(0...(choices.count - 1))]
        guard chance(0.3) else { return "\"\(value)\"" }
        return variable(type: "ID!", value: .string(value))
    }

    private mutating func filter(fields: [String]) -> String {
        guard chance(0.7) else { return "" }
        var clauses: [String] = []
        for field in fields where chance(0.4) {
            clauses.append("\(field): \(stringOperators(for: field))")
        }
        if clauses.isEmpty { clauses.append("\(fields[0]): \(stringOperators(for: fields[0]))") }
        return "(filter: { " + clauses.joined(separator: ", ") + " })"
    }

    private mutating func stringOperators(for field: String) -> String {
        let values: [String] = switch field {
        case "continent": ["EU", "AS", "AF", "AN", "XX"]
        case "currency": ["EUR", "USD", "USD,USS", "JPY"]
        case "name": ["Japan", "France", "Ivory Coast", "Åland"]
        default: ["JP", "FR", "US", "ja", "en", "EU", "ZZ"]
        }
        var patterns = ["^J", "land$", "^(A|B)", "a.*e", "ö", "^[A-C]{2}$", "Ivory|Japan"]
        if !failureUsed, chance(0.3) {
            failureUsed = true
            patterns = ["[", "("]
        }
        var operators: [String] = []
        let pick = { (generator: inout QueryGenerator) in values[generator.int(0...(values.count - 1))] }
        if chance(0.4) { operators.append(chance(0.1) ? "eq: null" : "eq: \"\(pick(&self))\"") }
        if chance(0.3) { operators.append("ne: \"\(pick(&self))\"") }
        if chance(0.3) { operators.append("in: [\"\(pick(&self))\", \"\(pick(&self))\"]") }
        if chance(0.3) { operators.append("nin: [\"\(pick(&self))\"]") }
        if chance(0.3) { operators.append("regex: \"\(patterns[int(0...(patterns.count - 1))])\"") }
        if operators.isEmpty { operators.append("eq: \"\(pick(&self))\"") }
        let input = "{ " + operators.joined(separator: ", ") + " }"
        return input
    }

    // MARK: Selections

    private mutating func selection(on type: String, depth: Int, lists: Int) -> String {
        var items: [String] = []
        for _ in 0..<int(1...4) {
            items.append(selectionItem(on: type, depth: depth, lists: lists))
        }
        return "{ " + items.joined(separator: " ") + " }"
    }

    private mutating func selectionItem(on type: String, depth: Int, lists: Int) -> String {
        switch int(0...19) {
        case 0:
            return "... on \(type) " + selection(on: type, depth: depth, lists: lists)
        case 1:
            let name = "F\(fragments.count)"
            fragments.append("fragment \(name) on \(type) " + selection(on: type, depth: depth, lists: lists))
            return "..." + name + directive()
        case 2:
            return alias() + "__typename"
        default:
            return field(on: type, depth: depth, lists: lists)
        }
    }

    private mutating func field(on type: String, depth: Int, lists: Int) -> String {
        let scalars: [String]
        var objects: [(name: String, type: String, isList: Bool)] = []
        switch type {
        case "Country":
            scalars = ["awsRegion", "capital", "code", "currencies", "currency", "emoji", "emojiU", "native", "phone", "phones", "name", "NAME"]
            objects = [("continent", "Continent", false), ("languages", "Language", true), ("states", "State", true), ("subdivisions", "Subdivision", true)]
        case "Continent":
            scalars = ["code", "name"]
            objects = [("countries", "Country", true)]
        case "Language":
            scalars = ["code", "name", "native", "rtl"]
            objects = [("countries", "Country", true)]
        case "State":
            scalars = ["code", "name"]
            objects = [("country", "Country", false)]
        default:
            scalars = ["code", "emoji", "name"]
        }
        let usable = objects.filter { depth > 0 && (!$0.isList || lists > 0) }
        if !usable.isEmpty, chance(0.3) {
            let object = usable[int(0...(usable.count - 1))]
            return alias() + object.name + directive() + " "
                + selection(on: object.type, depth: depth - 1, lists: object.isList ? lists - 1 : lists)
        }
        let scalar = scalars[int(0...(scalars.count - 1))]
        if scalar == "NAME" {
            // Always aliased: two `name` fields with different arguments under one key would not merge.
            let fails = !failureUsed && chance(0.15)
            failureUsed = failureUsed || fails
            let languages = fails ? ["\"xx\""] : ["\"fr\"", "\"ja\"", "\"en\"", "null"]
            var language = languages[int(0...(languages.count - 1))]
            if chance(0.3) { language = variable(type: "String", value: fails ? .string("qq") : .string("de")) }
            return uniqueAlias() + "name(lang: \(language))" + directive()
        }
        return alias() + scalar + directive()
    }

    private mutating func directive() -> String {
        switch int(0...9) {
        case 0: return " @skip(if: \(chance(0.5)))"
        case 1: return " @include(if: \(chance(0.5)))"
        case 2: return " @include(if: \(variable(type: "Boolean!", value: .bool(chance(0.5)))))"
        default: return ""
        }
    }

    private mutating func alias() -> String {
        chance(0.25) ? uniqueAlias() : ""
    }

    private mutating func uniqueAlias() -> String {
        aliasCount += 1
        return "a\(aliasCount): "
    }

    private mutating func variable(type: String, value: Map) -> String {
        let name = "v\(variableDefinitions.count)"
        variableDefinitions.append("$\(name): \(type)")
        variables[name] = value
        return "$" + name
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }
}
