import Foundation
import GraphQL

/// Builds the executable schema from `schema.graphqls` (the contract) plus `CountriesResolvers`.
enum CountriesSchema {
    /// The SDL shipped in this module's bundle: the same file as `graphql/schema.graphqls`.
    static func bundledSDL() throws(SchemaBuildError) -> String {
        guard let url = Bundle.module.url(forResource: "schema", withExtension: "graphqls"),
              let sdl = try? String(contentsOf: url, encoding: .utf8)
        else { throw .missingSDL }
        return sdl
    }

    /// Parses the SDL and attaches a resolver to every field, failing if the two disagree.
    static func make(sdl: String, dataset: CountriesDataset) throws(SchemaBuildError) -> GraphQLSchema {
        let schema: GraphQLSchema
        do {
            schema = try buildSchema(source: sdl)
        } catch {
            throw .invalidSDL(String(describing: error))
        }
        for (typeName, resolvers) in CountriesResolvers.table(for: dataset) {
            guard let type = schema.getType(name: typeName) as? GraphQLObjectType else {
                throw .resolverMismatch("the SDL has no object type \(typeName)")
            }
            try attach(resolvers, to: type)
        }
        return schema
    }

    /// Sets each field's resolver; a field without one, or a resolver without a field, is a build error.
    private static func attach(
        _ resolvers: [String: GraphQLFieldResolve], to type: GraphQLObjectType
    ) throws(SchemaBuildError) {
        let fields: GraphQLFieldMap
        do {
            fields = try type.fields()
        } catch {
            throw .invalidSDL(String(describing: error))
        }
        let declared = Set(fields.keys)
        let resolved = Set(resolvers.keys)
        guard declared == resolved else {
            let missing = declared.subtracting(resolved).sorted().map { "\(type.name).\($0)" }
            let extra = resolved.subtracting(declared).sorted().map { "\(type.name).\($0)" }
            throw .resolverMismatch("without resolver: \(missing); not in SDL: \(extra)")
        }
        for (name, field) in fields {
            field.resolve = resolvers[name]
        }
        type.fields = { fields }
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
