/// One layout budget for a country's detail, the pane beside a list and the country's own screen: who gets the
/// rows when the height is short, by priority, so that no block can push the map out.
///
/// In the pane: the facts first; then the map at its minimum height (with a blank row above it); then the
/// languages (on one line when they do not fit one a line), the states and the subdivisions; then the map grows to
/// its natural size; then the names in other languages, packed; then blank rows between the blocks.
///
/// On the country's screen the map keeps a third of the list's height (at least its minimum, at most its full
/// size): the rows above it with the names one a line where they fit, else with the names packed as the pane
/// packs them, else scrolling; the map takes whatever rows they leave.
struct DetailBudget: Equatable {
    /// The rows of each block of the pane, in the order they are drawn; 0 when left out.
    struct Pane: Equatable {
        /// The facts, the API's and the kept ones.
        var facts = 0
        /// The blank row above the map.
        var gapBeforeMap = 0
        /// The map.
        var map = 0
        /// The blank row above the languages.
        var gapBeforeLanguages = 0
        /// The languages: one a line, or 1 when they share a line.
        var languages = 0
        /// The blank row above the states.
        var gapBeforeLists = 0
        /// The states and subdivisions lines.
        var lists = 0
        /// The blank row above the names.
        var gapBeforeNames = 0
        /// The names in other languages, packed.
        var names = 0
    }

    /// The map's rows: the fewest it is drawn in, and the most it takes at the area's width (its natural size);
    /// both 0 when it cannot be drawn at that width.
    struct MapRows: Equatable {
        /// The fewest rows the map is drawn in.
        let minimum: Int
        /// The rows it takes at the full width.
        let natural: Int

        /// No map.
        static let none = MapRows(minimum: 0, natural: 0)
    }

    /// The pane's blocks in `height` rows: `facts` lines, the map, `languages` (one a line), the states and
    /// subdivisions lines (`lists`), and `names` packed lines.
    static func pane(height: Int, facts: Int, map: MapRows, languages: Int, lists: Int, names: Int) -> Pane {
        var pane = Pane()
        var left = height
        pane.facts = min(facts, left)
        left -= pane.facts
        // The map at its minimum only where the lists still get their rows, the languages on one line.
        if map.minimum > 0, left >= 1 + map.minimum + 1 + lists {
            pane.gapBeforeMap = 1
            pane.map = map.minimum
            left -= 1 + map.minimum
        }
        pane.languages = min(left, left >= languages + lists ? languages : 1)
        left -= pane.languages
        pane.lists = min(left, lists)
        left -= pane.lists
        if pane.map > 0 {
            let grown = min(map.natural - pane.map, left)
            pane.map += max(0, grown)
            left -= max(0, grown)
        }
        pane.names = min(names, left)
        left -= pane.names
        if pane.names > 0, left > 0 {
            pane.gapBeforeNames = 1
            left -= 1
        }
        if left > 0 {
            pane.gapBeforeLanguages = 1
            left -= 1
        }
        if left > 0 {
            pane.gapBeforeLists = 1
        }
        return pane
    }

    /// How a country's own screen shares its list's `height`.
    struct Screen: Equatable {
        /// The rows the list of facts takes (it scrolls within them).
        let rows: Int
        /// Whether the names in other languages are packed, as in the pane, instead of one a line.
        let packedNames: Bool
        /// The map's rows under the list, after a blank row; 0 for no map.
        let map: Int
    }

    /// The fewest rows the list keeps above the map: with fewer, the map is left out.
    static let minimumScreenRows = 5

    /// A country's screen in `height` rows: `rows` of facts with the names one a line, `packedRows` with them
    /// packed.
    static func screen(height: Int, rows: Int, packedRows: Int, map: MapRows) -> Screen {
        // Without a map there is nothing to keep room for: the names keep a row each, and the rows scroll.
        guard map.minimum > 0 else { return Screen(rows: height, packedNames: false, map: 0) }
        let least = max(map.minimum, min(map.natural, height / 3))
        if rows + 1 + least <= height {
            return Screen(rows: rows, packedNames: false, map: min(map.natural, height - rows - 1))
        }
        if packedRows + 1 + least <= height {
            return Screen(rows: packedRows, packedNames: true, map: min(map.natural, height - packedRows - 1))
        }
        guard height - 1 - least >= minimumScreenRows else { return Screen(rows: height, packedNames: false, map: 0) }
        return Screen(rows: height - 1 - least, packedNames: true, map: least)
    }
}
