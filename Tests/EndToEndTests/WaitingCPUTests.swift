import CountryExplorerTesting
import Foundation
import Subprocess
import Testing

/// The most clock ticks (1/100 s) a process may use in the 5 s window while a request waits: 6% of a core.
/// URLSession's libcurl loop used 370–400 (75–80% of a core). The explorer's spinner redraws the status bar while
/// it waits: 5–10 ticks for the debug build on a quiet machine, up to 20 with the whole suite running beside it.
private let waitingTickBound = 30

extension Trait where Self == ConditionTrait {
    /// Runs a suite only where `/proc` tells a process's CPU time; elsewhere it is skipped, saying why.
    static var requiresProcStat: Self {
        .enabled(if: ProcessCPU.isAvailable, "/proc/PID/stat cannot be read: it tells the CPU time measured here")
    }
}

@Suite("Waiting for a silent server costs no CPU", .serialized, .requiresProcStat)
struct WaitingCPUTests {
    /// `query` waiting on a server that accepts and never answers: POST under `networkOnly`, and GET under the
    /// default policy.
    @Test(arguments: [["--policy", "networkOnly"], ["--get"]]) func queryWaitingOnASilentServer(options: [String]) async throws {
        let server = try FaultyServer { _ in .silence }
        defer { server.stop() }
        let arguments = ["query", "CountryDetail", "--var", "code=JP", "--endpoint", server.endpoint.absoluteString, "--timeout", "600"]
        let run = try await Subprocess.run(
            .path(.init(BuiltProducts.executable("country-explorer").path)), arguments: Arguments(arguments + options),
            environment: .inherit.updating(["XDG_CACHE_HOME": TestCacheHome.fresh().path]), input: .none, output: .discarded, error: .discarded
        ) { execution in
            // The window starts once the request has reached the server, so that the process is waiting in it.
            try #require(await server.waitForRequests(atLeast: 1, timeout: 60) == 1, "the request reached the server")
            let used = try #require(await ProcessCPU.ticks(of: execution.processIdentifier.value))
            #expect(used <= waitingTickBound, "\(used) ticks in 5 s while waiting")
            try execution.send(signal: .terminate)
        }
        #expect(run.terminationStatus == .signaled(SIGTERM), "still waiting at the end of the window")
    }
}

@Suite("Waiting for a silent server costs no CPU, in the explorer", .serialized, .requiresTmux, .requiresProcStat)
struct WaitingCPUTmuxTests {
    /// The explorer at start, with the list's and the detail pane's requests waiting, then after Ctrl-R.
    @Test func explorerAndCtrlRWaitingOnASilentServer() async throws {
        let server = try FaultyServer { _ in .silence }
        defer { server.stop() }
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("\(BuiltProducts.executable("country-explorer").path) --endpoint \(server.endpoint.absoluteString) --timeout 600")
        try await session.waitFor { $0.contains("Afghanistan") && $0.contains("Kabul") }
        try #require(await server.waitForRequests(atLeast: 2) == 2, "the list and the detail pane asked the network")
        let shell = try #require(Int32(try session.display("#{pane_pid}")))
        let explorer = try #require(ProcessCPU.child(of: shell, named: "country-explorer"), "the explorer's process")
        let atStart = try #require(await ProcessCPU.ticks(of: explorer))
        #expect(atStart <= waitingTickBound, "\(atStart) ticks in 5 s while the first requests wait")
        try session.send("C-r")
        try #require(await server.waitForRequests(atLeast: 4) == 4, "Ctrl-R refreshed the list and the detail pane")
        let afterRefresh = try #require(await ProcessCPU.ticks(of: explorer))
        #expect(afterRefresh <= waitingTickBound, "\(afterRefresh) ticks in 5 s while the refreshes wait")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }
}
