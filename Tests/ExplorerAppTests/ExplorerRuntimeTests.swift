import CountriesClientTesting
import CountryExplorerTesting
import Explorer
import ExplorerApp
import Foundation
import TerminalUI
import Testing

/// The app loop without a terminal: keys scripted into an in-memory terminal, frames read back, data from the
/// bundled service through the real client and loader.
@Suite("The explorer's runtime")
struct ExplorerRuntimeTests {
    @Test func itStartsWithTheListAndTheFirstCountrysDetail() async throws {
        let explorer = try RunningExplorer()
        defer { explorer.stop() }
        let first = await explorer.terminal.waitForFrame { $0.contains("Afghanistan") && $0.contains("Kabul") }
        #expect(first.contains("1 Countries"), "\(first)")
        #expect(first.contains("Afghanistan"), "\(first)")
        #expect(first.contains("Kabul"), "the detail pane of the first row: \(first)")
        #expect(first.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "the bundled map, in Braille: \(first)")
        #expect(explorer.terminal.frames.all.first?.textSnapshot().contains("Afghanistan") == false, "the first frame is drawn before any data")
    }

    @Test func typingSearchesAndEnterOpensTheCountry() async throws {
        let explorer = try RunningExplorer()
        defer { explorer.stop() }
        await explorer.terminal.waitForFrame { $0.contains("Kabul") }
        explorer.terminal.type("japan")
        let searched = await explorer.terminal.waitForFrame { $0.contains("japan") && $0.contains("Tokyo") }
        #expect(searched.contains("Japan"), "\(searched)")
        #expect(!searched.contains("Afghanistan"), "\(searched)")

        explorer.terminal.press(.enter)
        let detail = await explorer.terminal.waitForFrame { $0.contains("Japanese") && $0.contains("日本") }
        #expect(detail.contains("Tokyo"), "\(detail)")
        #expect(detail.contains("Japanese"), "\(detail)")
    }

    @Test func controlRRefreshesWhatIsShownFromTheNetwork() async throws {
        let explorer = try RunningExplorer()
        defer { explorer.stop() }
        await explorer.terminal.waitForFrame { $0.contains("Kabul") }
        // The list's and the detail pane's first requests; Kabul can show from the list's data before the second.
        let before = await Self.calls(of: explorer.transport, reaching: 2)
        #expect(before == 2)
        explorer.transport.rename("Afghanistan", to: "Afghanistan (renamed)")
        explorer.terminal.press(.control("r"))
        let refreshed = await explorer.terminal.waitForFrame { $0.contains("Afghanistan (renamed)") }
        #expect(refreshed.contains("Afghanistan (renamed)"), "\(refreshed)")
        #expect(await Self.calls(of: explorer.transport, reaching: before + 2) == before + 2, "the list and the detail pane, once each")
    }

    @Test func aFailedRefreshKeepsTheDataAndSaysWhy() async throws {
        let explorer = try RunningExplorer()
        defer { explorer.stop() }
        // The list's data and the detail's (its languages): a first load still under way would fail with it.
        await explorer.terminal.waitForFrame { $0.contains("Kabul") && $0.contains("Pashto") }
        explorer.transport.setFailing(true)
        explorer.terminal.press(.control("r"))
        // Both refreshes, the list's and the detail's, have failed once nothing is refreshing any more.
        let failed = await explorer.terminal.waitForFrame { $0.contains("refresh failed") && !$0.contains("refreshing") }
        #expect(failed.contains("stale · live · countries.test"), "\(failed)")
        #expect(failed.contains("(just now) · refresh failed: network error: cannot"), "\(failed)")
        #expect(failed.contains("Afghanistan") && failed.contains("Kabul"), "the data stays on screen: \(failed)")
    }

    @Test func movingOnCancelsTheDetailFetchLeftBehind() async throws {
        let explorer = try RunningExplorer { $0.hold("CountryDetail") }
        defer { explorer.stop() }
        let started = await explorer.transport.heldStarts.wait(for: 1)
        #expect(started == [#"CountryDetail {"code":"AF","lang":"en"}"#])
        explorer.terminal.press(.down)
        let cancelled = await explorer.transport.heldCancellations.wait(for: 1)
        #expect(cancelled == [#"CountryDetail {"code":"AF","lang":"en"}"#], "Afghanistan's fetch is stopped once the next row is selected")
        let next = await explorer.transport.heldStarts.wait(for: 2)
        #expect(next.last == #"CountryDetail {"code":"AX","lang":"en"}"#, "Åland, the next row in name order")
    }

    @Test func movingOnCancelsTheDetailRefreshLeftBehind() async throws {
        let explorer = try RunningExplorer()
        defer { explorer.stop() }
        await explorer.terminal.waitForFrame { $0.contains("Kabul") }
        explorer.transport.hold("CountryDetail")
        explorer.terminal.press(.control("r"))
        _ = await explorer.transport.heldStarts.wait(for: 1)
        explorer.terminal.press(.down)
        let cancelled = await explorer.transport.heldCancellations.wait(for: 1)
        #expect(cancelled == [#"CountryDetail {"code":"AF","lang":"en"}"#], "the refresh of the row left behind is stopped")
        // Back on Afghanistan, whose data stays: a stopped refresh would read as a failure there ("stale").
        explorer.terminal.press(.up)
        let back = await explorer.terminal.waitForFrame { $0.contains("Kabul") && !$0.contains("Loading") }
        #expect(back.contains("Kabul"), "\(back)")
        let failures = explorer.terminal.frames.all.map { $0.textSnapshot() }.filter { $0.contains("cancelled") || $0.contains("stale") }
        #expect(failures.isEmpty, "a stopped refresh is not a failure: \(failures.last ?? "")")
    }

    @Test func quittingRestoresTheTerminalAndStopsWhatIsInFlight() async throws {
        let explorer = try RunningExplorer { $0.hold("CountryDetail") }
        defer { explorer.stop() }
        _ = await explorer.transport.heldStarts.wait(for: 1)
        explorer.terminal.press(.control("c"))
        #expect(await explorer.exitStatus() == 0)
        #expect(explorer.terminal.isShutDown)
        #expect(await explorer.transport.heldCancellations.wait(for: 1).count == 1, "the detail's fetch ends with the loop")
    }

    @Test func aSignalEndsTheLoopWith128PlusItsNumber() async throws {
        let explorer = try RunningExplorer()
        defer { explorer.stop() }
        await explorer.terminal.waitForFrame { $0.contains("Kabul") }
        explorer.terminal.terminate(signal: 15)
        #expect(await explorer.exitStatus() == 143)
        #expect(explorer.terminal.isShutDown)
    }

    @Test func aResizeRedrawsAtTheNewSize() async throws {
        let explorer = try RunningExplorer()
        defer { explorer.stop() }
        await explorer.terminal.waitForFrame { $0.contains("Kabul") }
        explorer.terminal.resize(width: 30, height: 10)
        let tiny = await explorer.terminal.waitForFrame { $0.contains("too small") }
        #expect(explorer.terminal.frames.all.last?.width == 30)
        #expect(explorer.terminal.frames.all.last?.height == 10)
        #expect(tiny.contains("too small"), "\(tiny)")
        explorer.terminal.resize(width: 60, height: 20)
        let narrow = await explorer.terminal.waitForFrame { $0.contains("Afghanistan") }
        #expect(explorer.terminal.frames.all.last?.width == 60)
        #expect(explorer.terminal.frames.all.last?.height == 20)
        #expect(narrow.contains("Afghanistan"), "\(narrow)")
    }

    @Test func aClickHitsTheRowAndTheTabWhereTheFrameDrewThem() async throws {
        let explorer = try RunningExplorer(options: ExplorerOptions(mouse: true))
        defer { explorer.stop() }
        await explorer.terminal.waitForFrame { $0.contains("Kabul") }
        // The list's second row is drawn on the screen's fifth line (tab bar, header, border, first row).
        explorer.terminal.press(.mouse(MouseEvent(kind: .click, x: 5, y: 4)))
        let selected = await explorer.terminal.waitForFrame { $0.contains("Mariehamn") }
        #expect(selected.contains("Mariehamn"), "Åland's detail: \(selected)")
        explorer.terminal.press(.mouse(MouseEvent(kind: .click, x: 16, y: 0)))
        let continents = await explorer.terminal.waitForFrame { $0.contains("Antarctica") && $0.contains("Oceania") }
        #expect(continents.contains("Oceania"), "the Continents tab: \(continents)")
        // The continents are listed beside their preview: a click in the preview selects nothing, one on the
        // list's third row selects Asia.
        explorer.terminal.press(.mouse(MouseEvent(kind: .click, x: 60, y: 7)))
        explorer.terminal.press(.mouse(MouseEvent(kind: .click, x: 5, y: 5)))
        let asia = await explorer.terminal.waitForFrame { $0.contains("─ Asia · ") }
        #expect(asia.contains("Afghanistan") && asia.contains("Japan"), "Asia's countries: \(asia)")
        let frames = explorer.terminal.frames.all.map { $0.textSnapshot() }
        #expect(!frames.contains { $0.contains("North America · ") }, "the click on the preview selected a row")
    }

    @Test func messagesThatArrivedBeforeAKeyAreAppliedBeforeIt() async throws {
        let explorer = try RunningExplorer()
        defer { explorer.stop() }
        await explorer.terminal.waitForFrame { $0.contains("Kabul") }
        // Posted without waking the loop, as a result that came in just before the key: the key clears it.
        explorer.inbox.post(.notice("posted before the key"))
        explorer.terminal.press(.down)
        let next = await explorer.terminal.waitForFrame { $0.contains("Mariehamn") }
        #expect(next.contains("Mariehamn"), "Åland's detail, the next row's: \(next)")
        let shown = explorer.terminal.frames.all.filter { $0.textSnapshot().contains("posted before the key") }.count
        #expect(shown == 0, "the key came after the notice, so the notice is gone with it")
    }

    /// The fake network's request count once it reaches `count`, or after `Arrivals`' deadline; it goes on
    /// counting past `count`, so a caller that expects exactly `count` sees any extra request it had not waited for.
    private static func calls(of transport: CountingTransport, reaching count: Int) async -> Int {
        _ = await transport.requests.wait(for: count)
        return transport.calls
    }
}
