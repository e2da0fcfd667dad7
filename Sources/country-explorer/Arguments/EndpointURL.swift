import ArgumentParser
import Foundation

/// A GraphQL endpoint from the command line: an http or https URL with a host, parsed once.
struct EndpointURL: ExpressibleByArgument, Sendable, Equatable {
    /// The public Countries API.
    static let publicAPI = EndpointURL(constant: "https://countries.trevorblades.com/graphql")

    /// The URL.
    let url: URL
    /// The URL as it was written, which also names its cache file.
    let text: String

    init?(argument: String) {
        guard let url = URL(string: argument), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host?.isEmpty == false
        else { return nil }
        self.url = url
        text = argument
    }

    private init(constant text: StaticString) {
        guard let endpoint = EndpointURL(argument: "\(text)") else { preconditionFailure("not an endpoint: \(text)") }
        self = endpoint
    }

    var defaultValueDescription: String { text }
}
