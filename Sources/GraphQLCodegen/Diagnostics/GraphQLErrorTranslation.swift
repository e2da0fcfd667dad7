import Foundation
import GraphQL

/// Converts GraphQL's parse and validation errors into diagnostics located in the right file.
struct GraphQLErrorTranslator {
    /// Locators by file path, which is also the `Source.name` each file was parsed with.
    let locators: [String: SourceLocator]
    /// Where to report an error that carries no position at all.
    let fallbackFile: String

    /// The diagnostic for `error`: at its first node if it has one, else at its first position.
    func diagnostic(for error: GraphQLError) -> Diagnostic {
        let message = Self.cleanMessage(error)
        if let location = error.nodes.lazy.compactMap(\.loc).first,
            let locator = locators[location.source.name]
        {
            return locator.diagnostic(atUTF8Offset: location.start, message)
        }
        if let source = error.source, let position = error.positions.first, let locator = locators[source.name] {
            return locator.diagnostic(atUTF8Offset: position, message)
        }
        return Diagnostic(file: fallbackFile, line: 1, column: 1, message: message)
    }

    /// The diagnostics for any error thrown while parsing or building; non-GraphQL errors, and the
    /// several location-less messages GraphQLSwift joins into one schema error, are reported at the file's start.
    func diagnostics(for error: any Error) -> [Diagnostic] {
        guard let graphQLError = error as? GraphQLError else {
            return [Diagnostic(file: fallbackFile, line: 1, column: 1, message: "\(error)")]
        }
        if graphQLError.nodes.isEmpty, graphQLError.positions.isEmpty {
            return graphQLError.message.components(separatedBy: "\n\n").map { message in
                Diagnostic(file: fallbackFile, line: 1, column: 1, message: Documentation.oneLine(message) ?? "unknown error")
            }
        }
        return [diagnostic(for: graphQLError)]
    }

    /// The message on one line: syntax errors lose their `Syntax Error name (l:c)` prefix and source excerpt.
    static func cleanMessage(_ error: GraphQLError) -> String {
        var message = error.message
        if let excerpt = message.range(of: "\n\n") {
            message = String(message[..<excerpt.lowerBound])
        }
        if message.hasPrefix("Syntax Error"), let location = error.locations.first {
            let marker = "(\(location.line):\(location.column)) "
            if let range = message.range(of: marker) {
                message = "Syntax Error: " + message[range.upperBound...]
            }
        }
        return message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
