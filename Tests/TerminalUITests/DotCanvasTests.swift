import TerminalUI
import Testing

@Suite("Dot canvas: dots to Braille, inks, ASCII density")
struct DotCanvasTests {
    @Test(arguments: [
        (0, 0, "⠁"), (0, 1, "⠂"), (0, 2, "⠄"), (1, 0, "⠈"), (1, 1, "⠐"), (1, 2, "⠠"), (0, 3, "⡀"), (1, 3, "⢀"),
    ])
    func eachDotIsItsBrailleDot(x: Int, y: Int, glyph: String) {
        var canvas = DotCanvas(width: 2, height: 4)
        canvas[x, y] = 1
        #expect(canvas.cell(column: 0, row: 0).braille == glyph)
    }

    @Test func aFullCellIsEveryDotAndAnEmptyOneIsASpace() {
        var canvas = DotCanvas(width: 4, height: 4)
        for y in 0..<4 {
            for x in 0..<2 { canvas[x, y] = 1 }
        }
        #expect(canvas.cell(column: 0, row: 0).braille == "⣿")
        #expect(canvas.cell(column: 0, row: 0).dots == 0xFF)
        #expect(canvas.cell(column: 1, row: 0) == DotCell(ink: 0, dots: 0))
        #expect(canvas.cell(column: 1, row: 0).braille == " ")
    }

    @Test func theHighestInkWinsItsCellWithOnlyItsDots() {
        var canvas = DotCanvas(width: 2, height: 4)
        canvas[0, 0] = 1
        canvas[1, 3] = 1
        canvas[1, 1] = 2
        let cell = canvas.cell(column: 0, row: 0)
        #expect(cell.ink == 2)
        #expect(cell.braille == "⠐")
    }

    @Test func cellsRoundUpAndTheEdgesAreSafe() {
        var canvas = DotCanvas(width: 5, height: 5)
        #expect(canvas.columns == 3)
        #expect(canvas.rows == 2)
        canvas[4, 4] = 3
        #expect(canvas.cell(column: 2, row: 1).braille == "⠁")
        canvas[5, 0] = 1
        canvas[-1, 0] = 1
        canvas[0, 9] = 1
        #expect(canvas[5, 0] == 0)
        #expect(canvas[-1, 0] == 0)
        #expect(canvas.cell(column: 3, row: 0).ink == 0)
        #expect(canvas.cell(column: -1, row: -1).ink == 0)
        let empty = DotCanvas(width: -3, height: -1)
        #expect(empty.width == 0 && empty.height == 0 && empty.columns == 0 && empty.rows == 0)
    }

    @Test(arguments: [(0, " "), (1, "."), (2, "."), (3, ":"), (5, ":"), (6, "#"), (8, "#")])
    func asciiFollowsTheDensity(count: Int, glyph: String) {
        var canvas = DotCanvas(width: 2, height: 4)
        for index in 0..<count { canvas[index % 2, index / 2] = 1 }
        #expect(canvas.cell(column: 0, row: 0).density == glyph)
    }
}
