import Explorer
import ExplorerApp
import Testing

@Suite("The aliases and the world map, read while the engine starts")
struct BundledStartDataTests {
    @Test func theyAreWhatTheBundleHoldsAndEveryWaitGetsThem() {
        let bundled = BundledStartData()
        let first = bundled.wait()
        let second = bundled.wait()
        #expect(first.aliases == BundledAliases.load())
        #expect(!first.aliases.names(of: "CI").isEmpty)
        let map = BundledWorldMap.load()
        #expect(!first.worldMap.isEmpty && first.worldMap.columns == map.columns && first.worldMap.rows == map.rows)
        #expect(first.worldMap.capital(of: "JP") == map.capital(of: "JP"))
        #expect(second.aliases == first.aliases && second.worldMap.capital(of: "JP") == first.worldMap.capital(of: "JP"))
    }
}
