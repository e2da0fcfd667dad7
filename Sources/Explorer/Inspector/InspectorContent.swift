import Foundation
import TerminalUI

/// The inspector's text, section by section, as lines of styled pieces: pure, shared by the view (which draws
/// them) and the reducer (which scrolls them).
enum InspectorContent {
    /// How a piece of a line looks; the view maps it to the theme's styles.
    enum Role: Sendable, Hashable {
        case plain, dim, title, error, selected
        case syntax(GraphQLHighlighter.Kind)
    }

    /// One piece of a line.
    struct Piece: Sendable, Hashable {
        var text: String
        var role: Role
    }

    /// A line of pieces.
    typealias Line = [Piece]

    /// The lines of a section that scrolls as text: the operation, variables, origin, errors and response.
    static func lines(of section: InspectorState.Section, answer: InspectedAnswer?) -> [Line] {
        guard let answer else { return [] }
        switch section {
        case .operation:
            return GraphQLHighlighter.lines(of: answer.document).map { line in
                line.map { Piece(text: $0.text, role: .syntax($0.kind)) }
            }
        case .variables:
            return answer.variables.map { [Piece(text: $0, role: .plain)] }
        case .origin:
            // The teaching line, if any, is in the summary above every answer section.
            return [
                labelled("policy", answer.policy), labelled("origin", answer.origin), labelled("took", answer.duration),
                labelled("outcome", answer.outcome),
            ]
        case .errors:
            if let refusal = answer.refusal { return [[Piece(text: "The reply was refused: \(refusal)", role: .error)]] }
            if let failure = answer.failure { return [[Piece(text: "No answer: \(failure)", role: .error)]] }
            guard !answer.errors.isEmpty else { return [[Piece(text: "No GraphQL errors: the answer is complete.", role: .dim)]] }
            var lines = answer.errors.map { [Piece(text: "- " + $0, role: .error)] }
            if let partial = partialLine(answer) { lines += [[], [Piece(text: partial, role: .dim)]] }
            return lines
        case .response:
            return answer.response.map { [Piece(text: $0, role: .plain)] }
        case .requests, .cache:
            return []
        }
    }

    /// `label  value`.
    private static func labelled(_ label: String, _ value: String) -> Line {
        [Piece(text: TextLayout.pad(label, toWidth: 8), role: .dim), Piece(text: value, role: .plain)]
    }

    /// The line that says which paths a partial answer lacks; nil when the answer is whole.
    static func partialLine(_ answer: InspectedAnswer) -> String? {
        guard !answer.failedPaths.isEmpty, answer.failure == nil else { return nil }
        return "Partial answer: \(answer.failedPaths.joined(separator: ", ")) failed (null there); the rest of the data arrived."
    }

    /// The teaching line for an answer where it teaches something: a country opened from a list of countries
    /// got its basic fields from the list's query, through the normalized cache.
    static func teaching(for answer: InspectedAnswer, in state: ExplorerState) -> String? {
        guard case .country(let code) = state.screen.kind, answer.operationName == "CountryDetail", state.path.count > 1,
              case .countryList(let list) = state.path[state.path.count - 2].kind
        else { return nil }
        let how = answer.fromCache ? "this answer was read back from that record" : "this answer adds the other fields to the same record"
        return "Normalized cache: the list's \(list.operationName) already stored the name, capital and flag of \(code) under Country:\(code); \(how)."
    }
}

extension DataRequest {
    /// The name of the operation that answers the request.
    var operationName: String {
        switch self {
        case .allCountries: "AllCountries"
        case .countriesOfContinent: "FilteredCountries"
        case .countryDetail: "CountryDetail"
        case .continents: "ContinentsList"
        case .continentDetail: "ContinentDetail"
        case .languages: "LanguagesList"
        case .languageDetail: "LanguageDetail"
        }
    }
}
