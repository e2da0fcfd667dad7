import Foundation
import TerminalUI

/// The map of one country at one size: the country's bounding box with a margin, fitted to the canvas, with every
/// country inside it drawn, the neighbours in an ink of their own.
///
/// The box is taken across the antimeridian where the country crosses it (the narrowest span of longitudes that
/// holds all its rings), so that Fiji, Kiribati and Russia are drawn whole. Longitudes are squeezed by the cosine
/// of the box's middle latitude, as a local map is, so that Norway is not stretched. The country is painted last,
/// so that it wins over a coarser neighbour's outline, and a ring too small or thin to cover a dot's centre (an
/// atoll, Vatican City at a small size) still gets the dots of its points. Around a small country that has them,
/// its surroundings at its own scale replace the coarse outlines (`CountryShapes.Patch`), so that Monaco's sea
/// stays sea.
struct ZoomedMapPicture {
    /// The dots, in `MapPicture.Ink`.
    let canvas: DotCanvas
    /// Where the picture puts the globe.
    let viewport: Viewport

    /// The share of the country's larger extent left around it on each side, so that its neighbours' edges show.
    static let margin = 0.15
    /// The smallest extent a country is given, in degrees (a few metres), so that a degenerate ring has a scale.
    static let smallestExtent = 0.0001

    /// How the picture's dots map to the globe: `scale` dots per degree of latitude, and per degree of longitude
    /// squeezed by `squeeze`, from the north-western corner.
    struct Viewport: Equatable {
        let west: Double
        let north: Double
        let squeeze: Double
        let scale: Double
        let width: Int
        let height: Int

        /// The viewport's eastern edge, possibly past 180° when the country crosses the antimeridian.
        var east: Double { west + Double(width) / scale / squeeze }
        /// The viewport's southern edge.
        var south: Double { north - Double(height) / scale }

        /// The dot coordinates (fractional) of a point, its longitude moved by `offset` degrees (±360 to draw a
        /// ring on the other side of the antimeridian).
        func dot(_ point: WorldMap.Point, offset: Double = 0) -> (x: Double, y: Double) {
            ((point.longitude + offset - west) * squeeze * scale, (north - point.latitude) * scale)
        }

        /// The offsets (-360, 0, 360) at which a ring spanning `west...east` falls in the viewport.
        func offsets(west ringWest: Double, east ringEast: Double) -> [Double] {
            [-360.0, 0, 360].filter { ringEast + $0 >= west && ringWest + $0 <= east }
        }
    }

    /// The picture of `code` in `width`×`height` dots with `neighbours` in their own ink, or nil when the country
    /// has no shape or the canvas is empty. With `stippled` only every other dot of other land is set, as on the
    /// world map.
    init?(shapes: CountryShapes, code: String, neighbours: Set<String>, width: Int, height: Int, stippled: Bool) {
        guard width > 0, height > 0, let own = shapes.rings[code], !own.isEmpty else { return nil }
        let viewport = Self.viewport(of: own, width: width, height: height)
        var canvas = DotCanvas(width: width, height: height)
        // Other land first, then the neighbours, then the country itself, each over the ones before.
        let others = shapes.rings.keys.filter { $0 != code && !neighbours.contains($0) }.sorted()
        for other in others {
            Self.paint(shapes.rings[other] ?? [], ink: MapPicture.Ink.land, in: viewport, on: &canvas)
        }
        for neighbour in neighbours.sorted() where neighbour != code {
            Self.paint(shapes.rings[neighbour] ?? [], ink: MapPicture.Ink.neighbour, in: viewport, on: &canvas)
        }
        if let patch = shapes.patches[code] {
            Self.replace(with: patch, neighbours: neighbours, in: viewport, on: &canvas)
        }
        Self.paint(own, ink: MapPicture.Ink.highlight, in: viewport, on: &canvas)
        if stippled {
            for y in 0..<height {
                for x in 0..<width where (x + y) % 2 == 1 && canvas[x, y] == MapPicture.Ink.land {
                    canvas[x, y] = 0
                }
            }
        }
        self.canvas = canvas
        self.viewport = viewport
    }

    /// The viewport that holds the rings' bounding box and its margin, centred, at the largest scale that fits.
    static func viewport(of rings: [CountryShapes.Ring], width: Int, height: Int) -> Viewport {
        let (west, east) = longitudeSpan(of: rings)
        let south = rings.map(\.south).min() ?? 0
        let north = rings.map(\.north).max() ?? 0
        let squeeze = max(0.1, cos((south + north) / 2 * .pi / 180))
        let extent = max((east - west) * squeeze, north - south, smallestExtent)
        let spanX = max((east - west) * squeeze, smallestExtent) + 2 * margin * extent
        let spanY = max(north - south, smallestExtent) + 2 * margin * extent
        let scale = min(Double(width) / spanX, Double(height) / spanY)
        // A country as wide as Russia would show more than the globe's 360°, Canada on both sides: its longitudes
        // are squeezed less, so that the map spans the globe once at most.
        let squeezed = max(squeeze, Double(width) / scale / 360)
        return Viewport(
            west: (west + east) / 2 - Double(width) / scale / squeezed / 2, north: (south + north) / 2 + Double(height) / scale / 2,
            squeeze: squeezed, scale: scale, width: width, height: height
        )
    }

    /// The narrowest span of longitudes holding every ring: the complement of the widest stretch of sea between
    /// them around the globe. `east` passes 180° when the span crosses the antimeridian (Fiji: 177° to 182°).
    static func longitudeSpan(of rings: [CountryShapes.Ring]) -> (west: Double, east: Double) {
        var merged: [(west: Double, east: Double)] = []
        for ring in rings.sorted(by: { $0.west < $1.west }) {
            if let last = merged.last, ring.west <= last.east {
                merged[merged.count - 1].east = max(last.east, ring.east)
            } else {
                merged.append((ring.west, ring.east))
            }
        }
        guard let first = merged.first, let last = merged.last else { return (0, 0) }
        var span = (west: first.west, east: last.east)
        var widestGap = first.west + 360 - last.east
        for (before, after) in zip(merged, merged.dropFirst()) where after.west - before.east > widestGap {
            widestGap = after.west - before.east
            span = (after.west, before.east + 360)
        }
        return span
    }

    /// Inside a small country's patch window, the coarse outlines give way to the patch's: its dots are cleared,
    /// then the patch's rings painted, other land first, then the neighbours.
    private static func replace(
        with patch: CountryShapes.Patch, neighbours: Set<String>, in viewport: Viewport, on canvas: inout DotCanvas
    ) {
        let corner = viewport.dot(WorldMap.Point(latitude: patch.north, longitude: patch.west))
        let opposite = viewport.dot(WorldMap.Point(latitude: patch.south, longitude: patch.east))
        let columns = min(corner.x, opposite.x)...max(corner.x, opposite.x)
        let rows = min(corner.y, opposite.y)...max(corner.y, opposite.y)
        for y in 0..<viewport.height where rows.contains(Double(y) + 0.5) {
            for x in 0..<viewport.width where columns.contains(Double(x) + 0.5) {
                canvas[x, y] = 0
            }
        }
        for other in patch.rings.keys.sorted(by: { (neighbours.contains($0) ? 1 : 0, $0) < (neighbours.contains($1) ? 1 : 0, $1) }) {
            let ink = neighbours.contains(other) ? MapPicture.Ink.neighbour : MapPicture.Ink.land
            paint(patch.rings[other] ?? [], ink: ink, in: viewport, on: &canvas)
        }
    }

    /// Fills `rings` (even-odd, so that holes stay out) with `ink` over what is there: a dot whose centre lies
    /// inside. A ring less than a dot wide or tall gets the dots of its points instead, so that it shows.
    private static func paint(_ rings: [CountryShapes.Ring], ink: UInt8, in viewport: Viewport, on canvas: inout DotCanvas) {
        var crossings = Array(repeating: [Double](), count: viewport.height)
        var touched = false
        for ring in rings where ring.north >= viewport.south && ring.south <= viewport.north {
            for offset in viewport.offsets(west: ring.west, east: ring.east) {
                touched = true
                let dots = ring.points.map { viewport.dot($0, offset: offset) }
                let thin = (ring.east - ring.west) * viewport.squeeze * viewport.scale < 1 || (ring.north - ring.south) * viewport.scale < 1
                if thin {
                    for dot in dots { canvas[Int(dot.x.rounded(.down)), Int(dot.y.rounded(.down))] = ink }
                    continue
                }
                for (start, end) in zip(dots, dots.dropFirst() + [dots[0]]) where start.y != end.y {
                    let low = min(start.y, end.y), high = max(start.y, end.y)
                    // Rows whose centre y + 0.5 lies in [low, high).
                    let first = max(0, Int((low - 0.5).rounded(.up)))
                    let last = min(viewport.height - 1, Int((high - 0.5).rounded(.up)) - 1)
                    guard first <= last else { continue }
                    for row in first...last {
                        let t = (Double(row) + 0.5 - start.y) / (end.y - start.y)
                        crossings[row].append(start.x + t * (end.x - start.x))
                    }
                }
            }
        }
        guard touched else { return }
        for (row, xs) in crossings.enumerated() where !xs.isEmpty {
            let sorted = xs.sorted()
            for pair in stride(from: 0, to: sorted.count - 1, by: 2) {
                let first = max(0, Int((sorted[pair] - 0.5).rounded(.up)))
                let last = min(viewport.width - 1, Int((sorted[pair + 1] - 0.5).rounded(.up)) - 1)
                guard first <= last else { continue }
                for x in first...last { canvas[x, row] = ink }
            }
        }
    }
}
