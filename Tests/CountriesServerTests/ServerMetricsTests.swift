@testable import CountriesServer
import Testing

@Suite("The operation names metrics are labelled with")
struct ServerMetricsTests {
    /// Only a GraphQL Name gets a series of its own: `1abc` or `a-b` is no operation name a document can declare.
    @Test(arguments: [("AllCountries", "AllCountries"), ("_private2", "_private2"), ("1abc", "(other)"), ("a-b", "(other)"),
                      ("名前", "(other)"), ("", "(anonymous)"), ("(other)", "(other)")])
    func aLabelIsANameOrOther(operation: String, label: String) {
        let metrics = ServerMetrics()
        metrics.requestSeries(operation: operation, status: 200).record(.zero)
        #expect(metrics.exposition().contains(#"countries_server_requests_total{operation="\#(label)",status="200"} 1"#))
    }

    @Test func aNameOfSixtyFourBytesIsKeptAndOneMoreIsOther() {
        let metrics = ServerMetrics()
        let longest = String(repeating: "a", count: 64)
        metrics.requestSeries(operation: longest, status: 200).record(.zero)
        metrics.requestSeries(operation: longest + "a", status: 200).record(.zero)
        #expect(metrics.exposition().contains(#"operation="\#(longest)",status="200"} 1"#))
        #expect(metrics.exposition().contains(#"operation="(other)",status="200"} 1"#))
    }
}
