import CountriesClientTesting
import CountryExplorerTesting
import Explorer
import ExplorerApp
import Foundation
import Testing

/// Whether `first` shows in `text`, and before `second`, which shows too.
private func comesBefore(_ first: String, _ second: String, in text: String) -> Bool {
    guard let one = text.range(of: first), let two = text.range(of: second) else { return false }
    return one.lowerBound < two.lowerBound
}

/// Through the real client and loader, against a server that sends every list reversed: the explorer shows
/// each list, and each preview of one, in its own order.
@Suite("The explorer's order against a server that reverses every list")
struct ServerOrderTests {
    @Test func theContinentsAreInNameOrder() async throws {
        let explorer = try RunningExplorer { $0.reverseLists() }
        defer { explorer.stop() }
        await explorer.terminal.waitForFrame { $0.contains("Kabul") }
        explorer.terminal.press(.character("2"))
        let continents = await explorer.terminal.waitForFrame { $0.contains("Continents · 7 · by name") && $0.contains("Africa ·") }
        #expect(comesBefore("Africa", "Antarctica", in: continents) && comesBefore("Oceania", "South America", in: continents), "\(continents)")
    }

    @Test func switzerlandsLanguagesAreInNameOrderAndAfghanistansStatesPreviewIsItsListsStart() async throws {
        let explorer = try RunningExplorer { $0.reverseLists() }
        defer { explorer.stop() }
        await explorer.terminal.waitForFrame { $0.contains("Kabul") }
        explorer.terminal.type("switzerland")
        let swiss = await explorer.terminal.waitForFrame { $0.contains("Swiss German") }
        #expect(swiss.contains("Languages    French ·"), "\(swiss)")
        #expect(comesBefore(" German ·", "Italian ·", in: swiss) && comesBefore("Italian ·", "Swiss German ·", in: swiss), "\(swiss)")

        explorer.terminal.press(.control("u"))
        explorer.terminal.type("afghanistan")
        let afghanistan = await explorer.terminal.waitForFrame { $0.contains("/ afghanistan") && $0.contains("States       34: ") }
        #expect(afghanistan.contains("34: Badakhshān, Bādghīs, Baghlān"), "\(afghanistan)")
        explorer.terminal.press(.enter)
        explorer.terminal.type("provinces")
        explorer.terminal.press(.enter)
        let states = await explorer.terminal.waitForFrame { $0.contains("states and provinces · 34 · by name") }
        #expect(comesBefore("Badakhshān", "Bādghīs", in: states) && comesBefore("Bādghīs", "Baghlān", in: states), "\(states)")
    }
}
