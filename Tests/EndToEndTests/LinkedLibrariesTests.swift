import Foundation
import Testing

/// binutils' `readelf`, which reads an executable's dynamic section.
private let readelf = URL(fileURLWithPath: "/usr/bin/readelf")

extension Trait where Self == ConditionTrait {
    /// Runs a test only where `readelf` is installed; elsewhere it is skipped, saying why.
    static var requiresReadelf: Self {
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: readelf.path),
            "readelf is not installed (apt-get install binutils): it lists the libraries an executable needs"
        )
    }
}

/// The explorer's HTTP is AsyncHTTPClient's, so its executable needs neither Foundation's networking nor the
/// libcurl that comes with it, which would be mapped into its process for nothing.
@Suite("The explorer's executable links no Foundation networking")
struct LinkedLibrariesTests {
    @Test(.requiresReadelf) func theExplorerNeedsNeitherFoundationNetworkingNorCurl() async throws {
        let run = try await CommandRun.run(
            program: readelf, ["--dynamic", BuiltProducts.executable("country-explorer").path], environment: ["LC_ALL": "C"]
        )
        #expect(run.status == 0, "\(run.stderr)")
        // `0x0000000000000001 (NEEDED)  Shared library: [libswiftCore.so]`
        let needed = run.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
            line.split(separator: "[").last?.split(separator: "]").first.map(String.init)
        }
        #expect(needed.contains("libswiftCore.so"), "the NEEDED entries were read: \(needed)")
        let networking = needed.filter { $0.contains("FoundationNetworking") || $0.contains("curl") }
        #expect(networking.isEmpty, "the explorer needs \(networking)")
    }
}
