import GraphQLClient

/// How the Countries API's objects are identified in the normalized cache, as Apollo's `SchemaConfiguration` does.
public enum CacheConfiguration {
    /// The generated schema description with identities: countries, continents, languages and subdivisions
    /// by their code. States have no identity of their own (their codes are neither required nor unique),
    /// so they are stored under their path, such as `Country:JP.states.3`.
    public static let schema = SchemaMetadata.cacheSchema.identifying([
        "Country": ["code"],
        "Continent": ["code"],
        "Language": ["code"],
        "Subdivision": ["code"],
    ])
}
