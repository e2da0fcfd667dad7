import Explorer
import Foundation
import TerminalUI
import Testing

/// Where data came from is a type, not text: a failure that happens to read "offline" is not `--offline`.
@Suite("The data's origin is typed")
struct TypedOriginTests {
    @Test func aNetworkFailureWordedOfflineIsStillAFailure() {
        let failed = DataOrigin(kind: .bundled(reason: .networkFailed("offline")), receivedAt: StatusBarStatesTests.start)
        let bar = StatusBarStatesTests.bar(StatusBarStatesTests.state(list: failed))
        #expect(bar.contains("stale · bundled data · offline"), "\(bar)")
        #expect(!bar.contains("bundled data, offline"), "\(bar)")
        let offline = StatusBarStatesTests.bar(StatusBarStatesTests.state(list: StatusBarStatesTests.offline))
        #expect(offline.contains("bundled data, offline ·"), "\(offline)")
    }
}
