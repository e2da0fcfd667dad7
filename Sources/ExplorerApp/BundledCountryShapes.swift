import Explorer
import Foundation

/// The countries' shapes that ship with the explorer (`Resources/country-shapes.bin`, written by
/// `scripts/build-dataset` from Natural Earth 1:110m and 1:10m), for the zoomed map.
public enum BundledCountryShapes {
    /// The bundled shapes; none when the resource is missing, unreadable or malformed, so that the world map
    /// stands in for the zoomed one.
    public static func load() -> CountryShapes {
        BundledResource.load("country-shapes", "bin", CountryShapes.init(data:), else: .none)
    }
}
