import CountriesAPI
import GraphQLClient
import CountriesEngine

/// The documents and requests the service benchmarks send.
public enum Documents {
    /// The tutorial's first query, as a reader would type it.
    public static let allCountries = "query AllCountries { countries { code name emoji capital } }"

    /// The tutorial's first query under an alias of run `index`'s own, as graphql-js's side of
    /// `../shared/peers/compare` sends it: a new document that no cache has seen.
    public static func allCountries(run index: Int) -> String {
        "query AllCountries { s\(index): countries { code name emoji capital } }"
    }

    /// `document` made unique to run `index` by a trailing comment, so that neither the response memo
    /// nor the parsed-document cache has seen it: the service must parse and validate it afresh.
    public static func unique(_ document: String, run index: Int) -> String {
        document + "\n# sample \(index)"
    }

    /// The tutorial's CountryDetail, the same text graphql-js runs in `../shared/peers/compare`, so that the
    /// two engines are compared on one document; the app's own operation (`CountryDetailQuery.document`) now
    /// also asks for the subdivisions and the name in every language.
    public static let tutorialCountryDetail = """
    query CountryDetail($code: ID!) { country(code: $code) { code name native capital emoji currency phone \
    continent { code name } languages { code name native rtl } states { code name } } }
    """

    /// A CountryDetail request for Japan with the given document text, as the client would send it.
    public static func countryDetail(query: String) -> GraphQLServiceRequest {
        GraphQLServiceRequest(query: query, operationName: CountryDetailQuery.operationName, variables: ["code": "JP"])
    }
}
