import CountriesEngine
import Testing

/// `--version` on both executables: the release, the dataset's date and its sources, on one line, exit 0.
@Suite("--version on both executables")
struct VersionTests {
    @Test(arguments: ["country-explorer", "countries-server"])
    func versionPrintsTheReleaseAndTheDataset(executable: String) async throws {
        let run = try await CommandRun.run(executable, ["--version"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == Release.versionLine + "\n", "\(run.stdout)")
    }
}
