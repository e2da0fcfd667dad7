import Explorer
import Foundation
import TerminalUI
import Testing

@Suite("Inspector snapshots at 80×24 and 120×40")
struct InspectorSnapshotTests {
    @Test(arguments: [(80, 24), (120, 40)])
    func theOperationOfJapansDetail(width: Int, height: Int) throws {
        var state = InspectorFixtures.onJapan(width: width, height: height)
        state.inspect([.function(4)])
        try assertSnapshot(state, named: "inspector-operation-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func theRequestLog(width: Int, height: Int) throws {
        var state = InspectorFixtures.onJapan(width: width, height: height)
        state.inspect([.function(4), .backTab, .backTab])
        try assertSnapshot(state, named: "inspector-requests-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func aRecordInTheCacheBrowser(width: Int, height: Int) throws {
        var state = InspectorFixtures.onJapan(width: width, height: height)
        state.inspect([.function(4), .backTab, .character("j"), .character("p"), .enter])
        try assertSnapshot(state, named: "inspector-cache-\(width)x\(height)")
    }
}
