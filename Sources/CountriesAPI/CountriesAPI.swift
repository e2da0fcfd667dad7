// The generated operations live in Generated/; importing CountriesAPI also brings the client protocols they conform to.
@_exported import GraphQLClient
