import Foundation
import GraphQL
import JSONCore

/// Encodes the parts of responses that do not come from the engine's writer: request errors, field errors
/// and introspection values.
enum ResponseEncoding {
    /// The body of a request that was not executed: `errors` only.
    static func rejection(_ errors: [GraphQLError]) -> Data {
        var body = Data(#"{"errors":"#.utf8)
        body.append(contentsOf: Self.errors(errors))
        body.append(UInt8(ascii: "}"))
        return body
    }

    /// The body of a request whose execution failed before any field ran (graphql-js's `{data: null}` with the
    /// error, as for a root `@include(if: $v)` whose `$v` is null), located in the request's `lines`.
    static func nullData(_ error: FieldError, lines: SourceLines) -> Data {
        var body = Data(#"{"data":null,"errors":"#.utf8)
        body.append(contentsOf: Self.errors([GraphQLError(message: error.description, locations: error.locations(in: lines) ?? [])]))
        body.append(UInt8(ascii: "}"))
        return body
    }

    /// The JSON array of `errors`, each as graphql-js writes it: `message`, then `locations` and `path` where it
    /// has them (GraphQLSwift's encoder writes `"path":[]` on request errors, which graphql-js leaves out).
    static func errors(_ errors: [GraphQLError]) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        for (position, error) in errors.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONBytes.appendLiteral(#"{"message":"#, to: &bytes)
            JSONBytes.appendString(error.message, to: &bytes)
            if !error.locations.isEmpty {
                JSONBytes.appendLiteral(#","locations":["#, to: &bytes)
                for (index, location) in error.locations.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    bytes.append(contentsOf: Array(#"{"line":\#(location.line),"column":\#(location.column)}"#.utf8))
                }
                bytes.append(UInt8(ascii: "]"))
            }
            if !error.path.elements.isEmpty {
                JSONBytes.appendLiteral(#","path":["#, to: &bytes)
                for (index, element) in error.path.elements.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    switch element {
                    case .key(let key): JSONBytes.appendString(key, to: &bytes)
                    case .index(let number): bytes.append(contentsOf: Array(String(number).utf8))
                    }
                }
                bytes.append(UInt8(ascii: "]"))
            }
            if !error.extensions.isEmpty {
                JSONBytes.appendLiteral(#","extensions":"#, to: &bytes)
                appendObject(error.extensions.sorted { $0.key < $1.key }, to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }

    /// The JSON text of a value, keeping its keys in order.
    static func value(_ value: Map) -> [UInt8] {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return bytes
    }

    /// Appends a value's JSON text, strings and numbers written by JSONCore as the engine's own are: an
    /// undefined member is left out, and an undefined value elsewhere is `null`.
    private static func append(_ value: Map, to bytes: inout [UInt8]) {
        switch value {
        case .undefined, .null: JSONBytes.appendLiteral("null", to: &bytes)
        case .bool(let flag): flag ? JSONBytes.appendLiteral("true", to: &bytes) : JSONBytes.appendLiteral("false", to: &bytes)
        case .number(let number): JSONNumber.append(number.doubleValue, to: &bytes)
        case .string(let string): JSONBytes.appendString(string, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                append(element, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .dictionary(let members): appendObject(members, to: &bytes)
        }
    }

    /// Appends an object of `members` in their order, leaving out the undefined ones.
    private static func appendObject<Members: Sequence<(key: String, value: Map)>>(_ members: Members, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        for (key, member) in members where !member.isUndefined {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            JSONBytes.appendString(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            append(member, to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }
}

extension CountriesEngine {
    /// The body of a request refused before it reached the engine (a bad HTTP request, a deadline), written as
    /// the engine writes request errors: `{"errors":[{"message":…}]}`, with `extensions.code` when given.
    public static func requestErrorBody(_ message: String, code: String? = nil) -> Data {
        ResponseEncoding.rejection([GraphQLError(message: message, extensions: code.map { ["code": .string($0)] } ?? [:])])
    }
}
