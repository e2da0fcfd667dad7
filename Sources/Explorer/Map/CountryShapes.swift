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

    /// A small country's surroundings at its own scale (1:10m): a window, and every other country's rings cut to
    /// it. Inside the window they replace the coarse outlines, which would cover the small country's sea.
    struct Patch: Sendable {
        let west: Double, south: Double, east: Double, north: Double
        let rings: [String: [Ring]]

        init(west: Double, south: Double, east: Double, north: Double, rings: [String: [[WorldMap.Point]]]) {
            (self.west, self.south, self.east, self.north) = (west, south, east, north)
            self.rings = CountryShapes.kept(rings)
        }
    }

    /// Each country's rings by code; holes are rings too (the fill is even-odd).
    let rings: [String: [Ring]]
    /// The surroundings of the small countries that have them, by code.
    let patches: [String: Patch]

    /// No shapes at all: the zoomed map falls back to the world map.
    public static let none = CountryShapes(rings: [:])

    /// Whether there is no shape at all.
    public var isEmpty: Bool { rings.isEmpty }

    /// Shapes from each country's rings, by code. Rings of fewer than three points are left out.
    public init(rings: [String: [[WorldMap.Point]]]) {
        self.init(rings: rings, patches: [:])
    }

    /// Shapes from each country's rings, and the small countries' surroundings, by code.
    init(rings: [String: [[WorldMap.Point]]], patches: [String: Patch]) {
        let kept = Self.kept(rings)
        self.rings = kept
        self.patches = patches.filter { kept[$0.key] != nil }
    }

    /// The rings of at least three points, and the countries that have any.
    private static func kept(_ rings: [String: [[WorldMap.Point]]]) -> [String: [Ring]] {
        rings.mapValues { $0.filter { $0.count >= 3 }.map(Ring.init) }.filter { !$0.value.isEmpty }
    }
}
