import GraphQL
import GraphQLTokens

/// A single pass over a document's text that refuses, before GraphQLSwift parses it, what its parser and
/// validator would spend unbounded time or stack on.
///
/// GraphQLSwift parses and validates recursively, so a few kilobytes of nested braces overflow the stack.
/// Its printer prints a list or object value twice at every level whose line exceeds 80 characters, so the
/// error for a wrongly typed value nested n deep costs 2^n. This pass counts tokens as the GraphQL lexer does
/// (graphql-js calls the same bound `maxTokens`) and tracks how deep `{`, `[` and `(` nest, and how deep
/// values nest inside arguments, skipping strings, block strings and comments. It is not a lexer: whatever
/// it lets through, the parser judges.
struct DocumentGuard: Sendable {
    /// The bounds to enforce.
    let limits: DocumentLimits

    /// The error refusing `text`, or nil when it is within the limits.
    func check(_ text: String) -> GraphQLError? {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { scan($0, source: text) } ?? nil
    }

    private func scan(_ bytes: UnsafeBufferPointer<UInt8>, source text: String) -> GraphQLError? {
        var tokens = 0
        // What each open bracket opened: an argument list, a value inside one, or a selection set.
        var open: [Opening] = []
        var valueNesting = 0
        var index = 0
        while index < bytes.count {
            let start = index
            let byte = bytes[index]
            index += 1
            switch byte {
            case .space, .tab, .newline, .carriageReturn, .comma:
                continue
            case .hash:
                index = TextScanning.endOfLine(bytes, from: index)
                continue
            case .quote:
                if TextScanning.isBlockStringOpening(bytes, at: start) {
                    index = TextScanning.endOfBlockString(bytes, from: start + 3)
                } else {
                    index = TextScanning.endOfString(bytes, from: index)
                    if Self.hasEscapeCutByTheEnd(bytes, in: start..<index),
                       case .failure(let failure) = GraphQLLexer(text).tokens()
                    {
                        return error("Syntax Error: \(failure.message)", at: failure.position, in: text)
                    }
                }
            case .openParenthesis, .openBrace, .openBracket:
                let isValue = byte != .openParenthesis && open.contains(.arguments)
                open.append(byte == .openParenthesis ? .arguments : isValue ? .value : .selections)
                if open.count > limits.maxNesting { return error(Self.nestingMessage(limits.maxNesting), at: start, in: text) }
                if isValue {
                    valueNesting += 1
                    if valueNesting > limits.maxValueNesting {
                        return error(Self.valueNestingMessage(limits.maxValueNesting), at: start, in: text)
                    }
                }
            case .closeParenthesis, .closeBrace, .closeBracket:
                // A mismatched bracket is the parser's to report; here it only closes the innermost one.
                if open.popLast() == .value { valueNesting -= 1 }
            case .dot:
                while index < bytes.count, index < start + 3, bytes[index] == .dot { index += 1 }
            case _ where byte.isNameCharacter || byte == .minus:
                let isNumber = byte.isDigit || byte == .minus
                while index < bytes.count, bytes[index].isNameCharacter || isNumber && bytes[index].isNumberPunctuation {
                    index += 1
                }
            default:
                break
            }
            tokens += 1
            if tokens > limits.maxTokens { return error(Self.tokensMessage(limits.maxTokens), at: start, in: text) }
        }
        return nil
    }

    /// Whether a `\u` escape is cut by the end of the text: GraphQLSwift's lexer reads its four digits past the
    /// end of the text, and the process dies (found by the fuzzer and the graphql-js oracle:
    /// `{ country(code: "\u12`). graphql-js's lexer words the refusal, at the first lexical error of the text.
    private static func hasEscapeCutByTheEnd(_ bytes: UnsafeBufferPointer<UInt8>, in string: Range<Int>) -> Bool {
        var index = string.lowerBound + 1
        while index < string.upperBound {
            if bytes[index] == .backslash {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u"), bytes.count - (index + 2) < 4 {
                    return true
                }
                index += 2
            } else {
                index += 1
            }
        }
        return false
    }

    private enum Opening: Equatable {
        case arguments, value, selections
    }

    private static func tokensMessage(_ limit: Int) -> String {
        "Document has more than \(limit) tokens, the limit. Send a smaller document."
    }

    private static func nestingMessage(_ limit: Int) -> String {
        "Document nests braces, brackets and parentheses more than \(limit) deep, the limit. "
            + "Nest fewer selections or fragments."
    }

    private static func valueNestingMessage(_ limit: Int) -> String {
        "Document nests lists and input objects more than \(limit) deep inside arguments, the limit. "
            + "Nest fewer values."
    }

    private func error(_ message: String, at position: Int, in text: String) -> GraphQLError {
        GraphQLError(message: message, source: Source(body: text, name: GraphQLParity.sourceName), positions: [position])
    }
}

extension CountriesEngine {
    /// Why GraphQLSwift must not parse `text` (too many tokens, or nested too deep for its recursive parser), as
    /// the service itself refuses it before parsing; nil when it may. For tools that parse documents they send.
    public static func parsingRefusal(of text: String) -> String? {
        DocumentGuard(limits: DocumentLimits()).check(text)?.message
    }
}
