@testable import Explorer
import TerminalUI
import Testing

/// The column at which `label` starts on the breadcrumb row of `state`'s frame.
private func breadcrumbColumn(of label: String, in state: ExplorerState) -> Int? {
    let row = Fixtures.render(state).row(1)
    return row.range(of: label).map { DisplayWidth.of(row[..<$0.lowerBound]) }
}

@Suite("Clicking the breadcrumb goes back")
struct BreadcrumbClickTests {
    /// Countries › Germany › Subdivisions, with the mouse on.
    private func deepState(width: Int = 100) -> ExplorerState {
        var state = Fixtures.loadedState(width: width, options: ExplorerOptions(mouse: true))
        state.type("germany")
        state.press([.enter])
        state.type("subdivisions")
        state.press([.enter])
        return state
    }

    @Test func aClickOnAnEarlierScreenGoesBackToIt() throws {
        var state = deepState()
        #expect(state.path.count == 3)
        let germany = try #require(breadcrumbColumn(of: "Germany", in: state))
        state.press([.mouse(MouseEvent(kind: .click, x: germany + 2, y: 1))])
        #expect(state.path.count == 2)
        #expect(state.screen.kind == .country(code: "DE"))
        #expect(state.screen.search.text == "subdivisions", "the screen is as it was left")
        let countries = try #require(breadcrumbColumn(of: "Countries", in: state))
        state.press([.mouse(MouseEvent(kind: .click, x: countries, y: 1))])
        #expect(state.path.count == 1)
        #expect(state.screen.search.text == "germany")
        #expect(state.selectedRow?.item.countryCode == "DE")
    }

    @Test func aClickOnTheScreenInFrontOrBesideTheCrumbsDoesNothing() throws {
        var state = deepState()
        let subdivisions = try #require(breadcrumbColumn(of: "Subdivisions", in: state))
        state.press([.mouse(MouseEvent(kind: .click, x: subdivisions + 1, y: 1))])
        #expect(state.path.count == 3)
        let separator = try #require(breadcrumbColumn(of: "Germany", in: state)) - 2
        state.press([.mouse(MouseEvent(kind: .click, x: separator, y: 1))])
        #expect(state.path.count == 3, "the separator is no crumb")
    }

    @Test func withoutMouseOrOnTheEllipsisNothingGoesBack() throws {
        var state = deepState(width: 40)
        let row = Fixtures.render(state).row(1)
        #expect(row.contains("…"), "the narrow breadcrumb leaves out the first screens: \(row)")
        let ellipsis = try #require(breadcrumbColumn(of: "…", in: state))
        state.press([.mouse(MouseEvent(kind: .click, x: ellipsis, y: 1))])
        #expect(state.path.count == 3)

        var keyboard = Fixtures.loadedState()
        keyboard.type("germany")
        keyboard.press([.enter])
        let countries = try #require(breadcrumbColumn(of: "Countries", in: keyboard))
        keyboard.press([.mouse(MouseEvent(kind: .click, x: countries, y: 1))])
        #expect(keyboard.path.count == 2)
    }
}
