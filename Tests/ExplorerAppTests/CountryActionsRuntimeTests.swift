import Explorer
import ExplorerApp
import Foundation
import Synchronization
import TerminalUI
import Testing

/// A page opener that records what it was asked to open, and answers `outcome`, as an opener with a browser would.
private final class RecordingOpener: PageOpener {
    let opened = Mutex<[String]>([])
    let outcome: PageOpening

    init(outcome: PageOpening = .opened) {
        self.outcome = outcome
    }

    func open(_ url: String) async -> PageOpening {
        opened.withLock { $0.append(url) }
        return outcome
    }
}

extension RunningExplorer {
    /// Once the facts are read, types `name` and opens its country, and waits for its screen to show `shown`.
    func openCountry(_ name: String, showing shown: String) async {
        await terminal.waitForFrame { $0.contains("Population") }
        terminal.type(name)
        terminal.press(.enter)
        await terminal.waitForFrame { $0.contains(shown) }
    }

    /// The text of the last OSC 52 copy written to the terminal.
    func lastCopied() throws -> Data {
        let sequence = try #require(terminal.controlSequences.all.last)
        #expect(sequence.hasPrefix("\u{1B}]52;c;") && sequence.hasSuffix("\u{07}"))
        return try #require(Data(base64Encoded: String(sequence.dropFirst(7).dropLast())))
    }
}

@Suite("The runtime reads the facts late, copies through the terminal and opens pages")
struct CountryActionsRuntimeTests {
    @Test func theFactsArriveAfterTheFirstFrame() async throws {
        let explorer = try RunningExplorer()
        defer { explorer.stop() }
        let later = await explorer.terminal.waitForFrame { $0.contains("Population   37,172,386") }
        #expect(later.contains("Population   37,172,386"), "Afghanistan's population, once the facts are read: \(later)")
        let first = try #require(explorer.terminal.frames.all.first).textSnapshot()
        #expect(!first.contains("Population"), "the first frame does not wait for the facts: \(first)")
    }

    @Test func yWritesTheMarkdownAsOSC52AndTheBarSaysSo() async throws {
        let explorer = try RunningExplorer()
        defer { explorer.stop() }
        await explorer.openCountry("germany", showing: "Neighbours   9:")
        explorer.terminal.type("y")
        let frame = await explorer.terminal.waitForFrame { $0.contains("copied Germany's facts as Markdown") }
        #expect(frame.contains("copied Germany's facts as Markdown ("), "\(frame)")
        let markdown = String(decoding: try explorer.lastCopied(), as: UTF8.self)
        #expect(markdown.contains("| Population | 82,927,922 | GeoNames, World Bank 2018 |"), "\(markdown)")
        #expect(markdown.contains("| Neighbours | 9: Austria, Belgium, Czech Republic, Denmark, France, Luxembourg, Netherlands, Poland, Switzerland |"), "\(markdown)")
    }

    @Test func bigYCopiesTheJSONTheAPIReturned() async throws {
        let explorer = try RunningExplorer()
        defer { explorer.stop() }
        await explorer.openCountry("japan", showing: "Asia/Tokyo")
        explorer.terminal.type("Y")
        let frame = await explorer.terminal.waitForFrame { $0.contains("copied Japan as the API's JSON") }
        #expect(frame.contains("copied Japan as the API's JSON"), "\(frame)")
        let copied = try explorer.lastCopied()
        let json = try #require(try JSONSerialization.jsonObject(with: copied) as? [String: Any])
        let country = try #require(json["country"] as? [String: Any])
        #expect(country["code"] as? String == "JP" && country["capital"] as? String == "Tokyo")
        // In the answer's order, CountryDetail's: code, name, native, …, not sorted (awsRegion, capital, code, …).
        let keys = String(decoding: copied, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("    \"") }
            .compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) }
        #expect(Array(keys.prefix(6)) == ["code", "name", "native", "emoji", "emojiU", "capital"], "\(keys)")
    }

    @Test func oOpensThePageWhereItCanAndElseSaysWhy() async throws {
        let opener = RecordingOpener()
        let explorer = try RunningExplorer(opener: opener)
        defer { explorer.stop() }
        await explorer.openCountry("germany", showing: "Neighbours   9:")
        explorer.terminal.type("o")
        let frame = await explorer.terminal.waitForFrame { $0.contains("opened Germany's OpenStreetMap page") }
        #expect(frame.contains("opened Germany's OpenStreetMap page: https://www.openstreetmap.org/relation/51477"), "\(frame)")
        #expect(opener.opened.withLock { $0 } == ["https://www.openstreetmap.org/relation/51477"])

        let headless = try RunningExplorer()
        defer { headless.stop() }
        await headless.openCountry("japan", showing: "Asia/Tokyo")
        headless.terminal.type("o")
        let shown = await headless.terminal.waitForFrame { $0.contains("no display") }
        #expect(shown.contains("Japan's OpenStreetMap page: https://www.openstreetmap.org/relation/382313 (no display)"), "\(shown)")

        // An opener that ran and failed: its reason, never "opened".
        let failing = try RunningExplorer(opener: RecordingOpener(outcome: .failed("xdg-open exited with status 3: a tool it needs is missing")))
        defer { failing.stop() }
        await failing.openCountry("japan", showing: "Asia/Tokyo")
        failing.terminal.type("o")
        let refused = await failing.terminal.waitForFrame { $0.contains("not opened") }
        #expect(refused.contains("Japan's OpenStreetMap page: https://www.openstreetmap.org/relation/382313 (not opened: xdg-op"), "the bar cuts the reason at its width: \(refused)")
        #expect(!refused.contains("opened Japan"), "\(refused)")
    }

    @Test func theTimeThereTurnsAtTheMinuteWithoutBusyWaiting() async throws {
        let explorer = try RunningExplorer()
        defer { explorer.stop() }
        // The manual clock starts at 2027-01-15 08:00:00 UTC: 17:00 in Tokyo.
        await explorer.openCountry("japan", showing: "Asia/Tokyo 17:00 UTC+9")
        // Settled, the loop sleeps until the next minute, and the time turns then.
        await explorer.sleepThenAdvance(expecting: .seconds(60), by: 60)
        let turned = await explorer.terminal.waitForFrame { $0.contains("Asia/Tokyo 17:01 UTC+9") }
        #expect(turned.contains("Asia/Tokyo 17:01 UTC+9"), "\(turned)")
    }

    @Test func xdgOpenIsUsedOnlyWithADisplayAndWhereItIsInstalledAndItsExitStatusIsTheOutcome() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xdg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = "https://www.openstreetmap.org/"
        #expect(!XDGPageOpener(environment: ["PATH": directory.path]).hasDisplay)
        #expect(XDGPageOpener(environment: ["WAYLAND_DISPLAY": "wayland-0"]).hasDisplay)
        #expect(!XDGPageOpener(environment: ["DISPLAY": ""]).hasDisplay, "an empty DISPLAY is none")
        #expect(await XDGPageOpener(environment: ["PATH": directory.path]).open(page) == .noDisplay)
        // A display without xdg-open on the PATH: that is the reason, not the display.
        #expect(await XDGPageOpener(environment: ["DISPLAY": ":0", "PATH": directory.path]).open(page) == .noOpener)
        // An xdg-open that exits 3, then one that opens (and leaves the address it was given).
        let script = directory.appendingPathComponent("xdg-open")
        try "#!/bin/sh\nexit 3\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        #expect(await XDGPageOpener(environment: ["DISPLAY": ":0", "PATH": directory.path]).open(page)
            == .failed("xdg-open exited with status 3: a tool it needs is missing"))
        let opened = directory.appendingPathComponent("opened")
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path)'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        #expect(await XDGPageOpener(environment: ["DISPLAY": ":0", "PATH": directory.path]).open(page) == .opened)
        #expect(try String(contentsOf: opened, encoding: .utf8) == page)
    }
}
