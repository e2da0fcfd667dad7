/// Every country's outline as rings of points: what the zoomed map of one country is drawn from
/// (`ZoomedMapPicture`).
///
/// It is decoded from the resource `scripts/build_shapes.py` writes (Natural Earth 1:110m, and 1:10m for the
/// countries 1:110m lacks; the format is in scripts/DATASET.md). A plain value: the app reads the file when the map
/// is first zoomed, tests build their own.
public struct CountryShapes: Sendable {
    /// One closed ring (its last point joins its first) and its bounds.
    struct Ring: Sendable {
        let points: [WorldMap.Point]
        let west: Double, east: Double, south: Double, north: Double

        init(_ points: [WorldMap.Point]) {
            self.points = points
            west = points.map(\.longitude).min() ?? 0
            east = points.map(\.longitude).max() ?? 0
            south = points.map(\.latitude).min() ?? 0
            north = points.map(\.latitude).max() ?? 0
        }
    }

    /// Each country's rings by code; holes are rings too (the fill is even-odd).
    let rings: [String: [Ring]]

    /// No shapes at all: the zoomed map falls back to the world map.
    public static let none = CountryShapes(rings: [:])

    /// Whether there is no shape at all.
    public var isEmpty: Bool { rings.isEmpty }

    /// Shapes from each country's rings, by code. Rings of fewer than three points are left out.
    public init(rings: [String: [[WorldMap.Point]]]) {
        self.rings = rings.mapValues { $0.filter { $0.count >= 3 }.map(Ring.init) }.filter { !$0.value.isEmpty }
    }

    /// Whether a country has a shape.
    public func hasShape(_ code: String) -> Bool {
        rings[code] != nil
    }
}
