import Foundation

/// Compares the engine's response with graphql-js's: whether each executed the request, `data` exactly (key
/// order included, strings by scalars), and the errors by number, `path` and `locations` in order. Messages
/// are not compared; where they differ, `wordings` collects the pair of shapes.
public struct ResponseComparison: Sendable {
    /// Pairs of message shapes (graphql-js's, then the engine's) of errors that agree on path and locations but
    /// are worded differently, with how often each pair was seen.
    public private(set) var wordings: [WordingPair: Int] = [:]

    /// Pairs of error member lists (graphql-js's, then the engine's: `message, locations` against `message,
    /// locations, path`) of errors that otherwise agree, with how often each was seen: a format difference.
    public private(set) var errorMembers: [WordingPair: Int] = [:]

    /// An empty comparison.
    public init() {}

    /// The verdict on one request's two answers.
    public mutating func verdict(on request: GeneratedRequest, engine: Data, reference: Data) -> Verdict {
        func disagreement(_ kind: Disagreement.Kind, _ detail: String, _ signature: String) -> Verdict {
            .disagree(Disagreement(
                request: request, kind: kind, detail: detail, signature: "\(kind.rawValue): \(signature)",
                engine: String(decoding: engine, as: UTF8.self), reference: String(decoding: reference, as: UTF8.self)
            ))
        }
        guard let ours = try? OrderedJSON(parsing: engine) else {
            return disagreement(.malformed, "the engine's answer is not JSON", "engine answer not JSON")
        }
        guard let theirs = try? OrderedJSON(parsing: reference), theirs["oracleFailure"] == nil else {
            return disagreement(.malformed, "graphql-js's runner failed", "runner failure")
        }
        let ourErrors = ours["errors"]?.elements ?? []
        let theirErrors = theirs["errors"]?.elements ?? []
        if let limit = LimitRefusal.limit(in: ourErrors.compactMap { $0["message"]?.stringValue }) {
            return .refusedByLimit(limit)
        }
        let ourOutcome = ours["data"] == nil ? "rejected" : "executed"
        let theirOutcome = theirs["data"] == nil ? "rejected" : "executed"
        guard ourOutcome == theirOutcome else {
            let shapes = "engine \(Self.shapes(ourErrors)); graphql-js \(Self.shapes(theirErrors))"
            return disagreement(
                .outcome, "the engine \(ourOutcome) the request, graphql-js \(theirOutcome) it",
                "engine \(ourOutcome), graphql-js \(theirOutcome): \(shapes)"
            )
        }
        if let ourData = ours["data"], let theirData = theirs["data"], let difference = JSONDifference.first(ourData, theirData, at: "data") {
            return disagreement(.data, difference.detail, "\(difference.pattern) (\(difference.what))")
        }
        guard ourErrors.count == theirErrors.count else {
            return disagreement(
                .errorCount, "the engine reports \(ourErrors.count) errors, graphql-js \(theirErrors.count)",
                Self.extraShapes(ourErrors, theirErrors)
            )
        }
        let ourPlaces = ourErrors.map(Self.place)
        let theirPlaces = theirErrors.map(Self.place)
        if ourPlaces != theirPlaces, ourPlaces.sorted() == theirPlaces.sorted() {
            let index = ourPlaces.indices.first { ourPlaces[$0] != theirPlaces[$0] } ?? 0
            return disagreement(
                .errorOrder, "error \(index) is graphql-js's error \(theirPlaces.firstIndex(of: ourPlaces[index]) ?? 0)",
                "engine first «\(Self.shape(ourErrors[index]))»; graphql-js first «\(Self.shape(theirErrors[index]))»"
            )
        }
        for (index, (our, their)) in zip(ourErrors, theirErrors).enumerated() {
            let shapes = "engine \(Self.shape(our)); graphql-js \(Self.shape(their))"
            let ourPath = our["path"] ?? .array([])
            let theirPath = their["path"] ?? .array([])
            if ourPath != theirPath {
                return disagreement(.errorPath, "error \(index): path \(ourPath) against \(theirPath)", shapes)
            }
            let ourLocations = our["locations"] ?? .array([])
            let theirLocations = their["locations"] ?? .array([])
            if ourLocations != theirLocations {
                let explained = SourcePosition.explanation(
                    of: Self.points(ourLocations), against: Self.points(theirLocations), in: request.query
                )
                return disagreement(
                    .errorLocations, "error \(index): locations \(ourLocations) against \(theirLocations)",
                    explained?.rawValue ?? shapes
                )
            }
        }
        for (our, their) in zip(ourErrors, theirErrors) {
            let pair = WordingPair(reference: Self.shape(their), engine: Self.shape(our))
            if pair.reference != pair.engine { wordings[pair, default: 0] += 1 }
            let members = WordingPair(reference: Self.members(of: their), engine: Self.members(of: our))
            if members.reference != members.engine { errorMembers[members, default: 0] += 1 }
        }
        if ours["data"] == nil { return .agree(.requestErrors) }
        return .agree(ourErrors.isEmpty ? .data : .fieldErrors)
    }

    /// Where an error is, as comparable text: its path and locations.
    private static func place(_ error: OrderedJSON) -> String {
        "\(error["path"] ?? .array([])) \(error["locations"] ?? .array([]))"
    }

    /// A `locations` array as line and column pairs.
    private static func points(_ locations: OrderedJSON) -> [(line: Int, column: Int)] {
        locations.elements.compactMap { location in
            guard case .number(let line)? = location["line"], case .number(let column)? = location["column"] else { return nil }
            return (Int(line), Int(column))
        }
    }

    /// An error's member names, with an empty `path` written as such.
    private static func members(of error: OrderedJSON) -> String {
        guard case .object(let members) = error else { return "" }
        return members.map { $0.key == "path" && $0.value == .array([]) ? "path: []" : $0.key }.joined(separator: ", ")
    }

    private static func shape(_ error: OrderedJSON) -> String {
        MessageShape.of(error["message"]?.stringValue ?? "(no message)")
    }

    /// What one side reports more of than the other, by message shape: the class of an error count difference.
    private static func extraShapes(_ ours: [OrderedJSON], _ theirs: [OrderedJSON]) -> String {
        var balance: [String: Int] = [:]
        for error in ours { balance[shape(error), default: 0] += 1 }
        for error in theirs { balance[shape(error), default: 0] -= 1 }
        let engineMore = balance.filter { $0.value > 0 }.keys.sorted().map { "«\($0)»" }
        let referenceMore = balance.filter { $0.value < 0 }.keys.sorted().map { "«\($0)»" }
        var parts: [String] = []
        if !engineMore.isEmpty { parts.append("more from the engine: " + engineMore.joined(separator: ", ")) }
        if !referenceMore.isEmpty { parts.append("more from graphql-js: " + referenceMore.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    /// The shapes of a list of errors: the first two, and how many more.
    private static func shapes(_ errors: [OrderedJSON]) -> String {
        guard !errors.isEmpty else { return "no error" }
        let shown = errors.prefix(2).map { "«\(shape($0))»" }.joined(separator: ", ")
        return errors.count > 2 ? "\(shown) and \(errors.count - 2) more" : shown
    }
}

/// Two wordings of one error: graphql-js's message shape and the engine's.
public struct WordingPair: Sendable, Hashable {
    /// graphql-js's.
    public let reference: String
    /// The engine's.
    public let engine: String

    /// A pair of shapes.
    public init(reference: String, engine: String) {
        self.reference = reference
        self.engine = engine
    }
}
