import Explorer
import Foundation

/// The world map that ships with the explorer (`Resources/world-map.bin`, written by `scripts/build-dataset` from
/// Natural Earth 1:110m).
public enum BundledWorldMap {
    /// The bundled map; none when the resource is missing, unreadable or malformed, so that the explorer runs on
    /// without a map.
    public static func load() -> WorldMap {
        BundledResource.load("world-map", "bin", WorldMap.init(data:), else: .none)
    }
}
