import Foundation
import GraphQL

/// Builds the schema from `schema.graphqls`, the contract, which the engine's `FieldResolver` table must cover.
enum CountriesSchema {
    /// The SDL shipped in this module's bundle: the same file as `graphql/schema.graphqls`.
    static func bundledSDL() throws(SchemaBuildError) -> String {
        guard let url = Bundle.module.url(forResource: "schema", withExtension: "graphqls"),
              let sdl = try? String(contentsOf: url, encoding: .utf8)
        else { throw .missingSDL }
        return sdl
    }

    /// Builds the bundled SDL and checks that the engine has a resolver for every field it declares, and no other.
    ///
    /// The SDL's own validation is skipped, as it is more than half of building: the file is fixed, and a test holds
    /// it to that validation.
    static func bundled() throws(SchemaBuildError) -> GraphQLSchema {
        let schema: GraphQLSchema
        do {
            schema = try buildSchema(source: bundledSDL(), assumeValidSDL: true)
        } catch {
            throw .invalidSDL(String(describing: error))
        }
        try FieldResolver.checkCoverage(of: schema)
        return schema
    }
}

/// Why the executable schema could not be built.
public enum SchemaBuildError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `schema.graphqls` is not in the bundle.
    case missingSDL
    /// The SDL does not parse or build.
    case invalidSDL(String)
    /// The SDL and the resolvers disagree about which fields exist.
    case resolverMismatch(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .missingSDL: "schema.graphqls is missing from the bundle"
        case .invalidSDL(let detail): "schema.graphqls is invalid: \(detail)"
        case .resolverMismatch(let detail): "schema.graphqls and the resolvers disagree: \(detail)"
        }
    }
}
