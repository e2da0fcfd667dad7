import GraphQL

/// Writes `SchemaMetadata`: the composite fields and abstract types of the schema, as the normalized cache
/// needs them to split responses into records.
enum CacheSchemaEmitter {
    /// The name of the metadata file.
    static let fileName = "SchemaMetadata.graphql.swift"

    /// The complete file text, types and fields sorted by name.
    static func file(for schema: GraphQLSchema, schemaPath: String) -> String {
        var writer = SwiftWriter()
        FileHeader.write(source: schemaPath, importing: ["GraphQLClient"], into: &writer)
        writer.doc("What the normalized cache needs to know of the schema: which fields hold objects, and of which type.")
        writer.block("public enum SchemaMetadata") { writer in
            writer.doc("The schema's root type, composite fields and abstract types; identities are added in `CacheConfiguration`.")
            writer.line("public static let cacheSchema = CacheSchema(")
            writer.indented { writer in
                writer.line("queryType: \(SwiftLiterals.quoted(schema.queryType?.name ?? "Query")),")
                writer.line("compositeFields: [")
                writer.indented { writer in
                    for (typeName, fields) in compositeFields(of: schema) {
                        let entries = fields.map { "\(SwiftLiterals.quoted($0.name)): \(SwiftLiterals.quoted($0.type))" }
                        writer.line("\(SwiftLiterals.quoted(typeName)): [\(entries.joined(separator: ", "))],")
                    }
                }
                writer.line("],")
                let abstract = possibleTypes(of: schema)
                if abstract.isEmpty {
                    writer.line("possibleTypes: [:]")
                } else {
                    writer.line("possibleTypes: [")
                    writer.indented { writer in
                        for (typeName, members) in abstract {
                            writer.line("\(SwiftLiterals.quoted(typeName)): [\(members.map(SwiftLiterals.quoted).joined(separator: ", "))],")
                        }
                    }
                    writer.line("]")
                }
            }
            writer.line(")")
        }
        return writer.text
    }

    /// For each object or interface type with composite fields, those fields and their named types.
    private static func compositeFields(of schema: GraphQLSchema) -> [(String, [(name: String, type: String)])] {
        schema.typeMap.values
            .filter { !$0.name.hasPrefix("__") }
            .compactMap { type -> (String, [(name: String, type: String)])? in
                let fields: GraphQLFieldMap
                switch type {
                case let object as GraphQLObjectType: fields = (try? object.fields()) ?? [:]
                case let interface as GraphQLInterfaceType: fields = (try? interface.fields()) ?? [:]
                default: return nil
                }
                let composite = fields
                    .compactMap { name, field -> (name: String, type: String)? in
                        let named = getNamedType(type: field.type)
                        return named is any GraphQLCompositeType ? (name, named?.name ?? "") : nil
                    }
                    .sorted { $0.name < $1.name }
                return composite.isEmpty ? nil : (type.name, composite)
            }
            .sorted { $0.0 < $1.0 }
    }

    /// For each interface and union, its object types, sorted.
    private static func possibleTypes(of schema: GraphQLSchema) -> [(String, [String])] {
        schema.typeMap.values
            .filter { !$0.name.hasPrefix("__") }
            .compactMap { type -> (String, [String])? in
                guard let abstract = type as? any GraphQLAbstractType else { return nil }
                return (type.name, schema.getPossibleTypes(abstractType: abstract).map(\.name).sorted())
            }
            .sorted { $0.0 < $1.0 }
    }
}
