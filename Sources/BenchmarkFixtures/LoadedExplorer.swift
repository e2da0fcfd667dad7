import CountriesEmbedded
import CountriesEngine
import Explorer
import ExplorerApp
import GraphQLClient
import TerminalUI

/// Brings up the explorer's state on the bundled data, running the reducer's fetch commands as the app does.
public enum LoadedExplorer {
    /// From nothing: the dataset, the aliases, the map and the schema, a client, and the first screen's data loaded into a fresh state;
    /// with `cache`, what it holds is painted first, as the explorer paints from its cache (`follow`). Then each of
    /// `keys`, with the data it asks for loaded.
    public static func state(width: Int = 100, height: Int = 30, cache: ClientCache? = nil, keys: [Key] = []) async throws -> ExplorerState {
        let bundled = BundledStartData()
        let service = try CountriesEngine(trusting: DataLoader.firstScreenDocuments)
        let loader = DataLoader(client: GraphQLClient(transport: EmbeddedTransport(executor: service), cache: cache))
        let (aliases, worldMap) = bundled.wait()
        var state = ExplorerState(width: width, height: height, aliases: aliases, worldMap: worldMap)
        var pending = state.update(.key(.resize(width: width, height: height)))
        var keys = keys[...]
        while true {
            while let command = pending.first {
                pending.removeFirst()
                guard case .fetch(let request, _) = command else { continue }
                pending += state.update(.loaded(request, await firstArrival(of: request, from: loader)))
            }
            guard let key = keys.popFirst() else { return state }
            pending = state.update(.key(key))
        }
    }

    /// What the explorer paints first for a request: the first thing `follow` posts (the cache's answer, else
    /// the data source's), after which the following stops.
    private static func firstArrival(of request: DataRequest, from loader: DataLoader) async -> Loadable {
        let (arrivals, continuation) = AsyncStream.makeStream(of: Loadable.self)
        let following = Task { await loader.follow(request) { continuation.yield($0) } }
        defer { following.cancel() }
        for await loadable in arrivals { return loadable }
        return .failed("nothing arrived")
    }
}
