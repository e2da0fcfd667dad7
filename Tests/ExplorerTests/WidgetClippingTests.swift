import Explorer
import Foundation
import TerminalUI
import Testing

/// Every part of every screen, loaded, loading, failed or empty, at 40×12, 80×24 and 100×30, draws only inside
/// its own area, and no part draws over another.
@Suite("Every widget stays in its rect")
struct WidgetClippingTests {
    static let sizes = [(40, 12), (80, 24), (100, 30)]

    /// The screens to draw: every screen kind, in each of its states.
    static func screens(width: Int, height: Int, map: WorldMap) -> [(name: String, state: ExplorerState)] {
        func loaded(_ keys: [Key] = []) -> ExplorerState {
            var state = Fixtures.loadedState(width: width, height: height, worldMap: map)
            state.press(keys)
            return state
        }
        func failing(_ failing: DataRequest, after keys: [Key] = []) -> ExplorerState {
            var state = loaded()
            for key in keys {
                var pending = state.update(.key(key))
                while let command = pending.first {
                    pending.removeFirst()
                    guard case .fetch(let request, _) = command else { continue }
                    let answer: Loadable = request == failing
                        ? .failed("GraphQL error: internal error; the server could not answer this request, try again later")
                        : .loaded(Fixtures.payload(for: request), Fixtures.origin)
                    pending += state.update(.loaded(request, answer))
                }
                state.draw()
            }
            return state
        }
        var loading = ExplorerState(width: width, height: height, worldMap: map)
        _ = loading.update(.key(.resize(width: width, height: height)))
        let germany = "germany".map(Key.character)
        return [
            ("countries", loaded()),
            ("loading", loading),
            ("countries failed", { var state = loading; _ = state.update(.loaded(.allCountries, .failed("network error: cannot reach 127.0.0.1: connection refused"))); return state }()),
            ("no match", loaded("zzzz".map(Key.character))),
            ("country", loaded(germany + [.enter])),
            ("country failed", failing(.countryDetail("JP"), after: "japan".map(Key.character) + [.enter])),
            ("detail pane failed", failing(.countryDetail("JP"), after: "japan".map(Key.character))),
            ("states", loaded(germany + [.enter, .down, .down, .down, .down, .down, .down, .down, .down, .enter])),
            ("continents", loaded([.character("2")])),
            ("continents failed", failing(.continents, after: [.character("2")])),
            ("continent pane failed", failing(.continentDetail("AF"), after: [.character("2")])),
            ("continent", loaded([.character("2"), .enter])),
            ("languages", loaded([.character("3")])),
            ("languages failed", failing(.languages, after: [.character("3")])),
            ("language pane failed", failing(.languageDetail("ar"), after: [.character("3")])),
            ("language", loaded([.character("3"), .enter])),
        ]
    }

    /// Whether a cell shows something (a background alone is not a drawing over another part).
    static func isInk(_ cell: Cell) -> Bool {
        cell.grapheme != " " && !cell.grapheme.isEmpty
    }

    @Test(arguments: sizes)
    func everyPartDrawsInsideItsAreaAndNeverOverAnother(size: (Int, Int)) throws {
        let map = try Fixtures.realWorldMap()
        for (name, state) in Self.screens(width: size.0, height: size.1, map: map) {
            var inked: [CellPosition: ExplorerView.Part] = [:]
            for part in ExplorerView.Part.allCases {
                guard let area = ExplorerView.area(of: part, in: state) else { continue }
                var buffer = ScreenBuffer(width: size.0, height: size.1)
                ExplorerView.draw(part, of: state, now: Fixtures.origin.receivedAt, into: &buffer)
                for y in 0..<size.1 {
                    for x in 0..<size.0 where buffer[x: x, y: y] != .blank {
                        let inside = x >= area.x && x < area.x + area.width && y >= area.y && y < area.y + area.height
                        #expect(inside, "\(name) at \(size): \(part) drew at (\(x), \(y)), outside \(area)")
                        guard Self.isInk(buffer[x: x, y: y]) else { continue }
                        let position = CellPosition(x: x, y: y)
                        if let other = inked[position] {
                            #expect(Bool(false), "\(name) at \(size): \(part) drew over \(other) at (\(x), \(y))")
                        }
                        inked[position] = part
                    }
                }
            }
        }
    }

    @Test(arguments: sizes)
    func theFrameIsItsPartsDrawnInTurn(size: (Int, Int)) throws {
        let map = try Fixtures.realWorldMap()
        for (name, state) in Self.screens(width: size.0, height: size.1, map: map) {
            var parts = ScreenBuffer(width: size.0, height: size.1)
            for part in ExplorerView.Part.allCases {
                ExplorerView.draw(part, of: state, now: Fixtures.origin.receivedAt, into: &parts)
            }
            let frame = ExplorerView.render(state, now: Fixtures.origin.receivedAt)
            #expect(frame.textSnapshot() == parts.textSnapshot(), "\(name) at \(size)")
        }
    }

    @Test(arguments: sizes)
    func theTerminalUIWidgetsStayInTheirRects(size: (Int, Int)) {
        let area = Rect(x: 3, y: 2, width: max(1, size.0 / 2), height: max(1, size.1 / 3))
        let long = String(repeating: "Côte d'Ivoire 🇨🇮 日本 ", count: 20)
        let draws: [(String, (inout ScreenBuffer) -> Void)] = [
            ("fill", { $0.fill(area, style: Style(reverse: true)) }),
            ("box", { $0.drawBox(area, title: long, border: Style(), titleStyle: Style(bold: true)) }),
            ("centered", { $0.putCentered(long, in: area, y: area.y, style: Style()) }),
            ("highlighted", { $0.putHighlighted(long, highlights: [0, 3, 40], x: area.x, y: area.y, width: area.width, style: Style(), highlightStyle: Style(bold: true)) }),
            ("status bar", { StatusBar(left: long, right: [" 250 ", long]).draw(in: area.row(0), style: Style(reverse: true), into: &$0) }),
            ("tab bar", { TabBar(labels: [long, "Continents", "Languages"], selected: 0, title: long).draw(in: area.row(0), background: Style(), labelStyle: Style(), selectedStyle: Style(reverse: true), titleStyle: Style(), into: &$0) }),
        ]
        for (name, draw) in draws {
            var buffer = ScreenBuffer(width: size.0, height: size.1)
            draw(&buffer)
            for y in 0..<size.1 {
                for x in 0..<size.0 where buffer[x: x, y: y] != .blank {
                    let inside = x >= area.x && x < area.x + area.width && y >= area.y && y < area.y + area.height
                    #expect(inside, "\(name) at \(size) drew at (\(x), \(y)), outside \(area)")
                }
            }
        }
    }
}
