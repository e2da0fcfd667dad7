import Foundation
import Testing

/// The man pages in docs/man are current (written by `scripts/generate-manuals` from the help the executables
/// give now), and the shells' completions offer `--lang`'s codes and `query`'s operations.
@Suite("Man pages and completions")
struct ManualAndCompletionTests {
    @Test(arguments: ["country-explorer", "countries-server"])
    func theManPageIsWrittenFromTheCurrentHelp(program: String) async throws {
        let run = try await CommandRun.run(program, ["--experimental-dump-help"])
        #expect(run.status == 0, "\(run.stderr)")
        let recorded = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/man/\(program).1.json"), encoding: .utf8)
        #expect(run.stdout == recorded, "the help changed since docs/man/\(program).1 was written: run scripts/generate-manuals")
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/man/\(program).1"), encoding: .utf8)
        #expect(page.contains(".Dt \(program.uppercased()) 1"), "\(page.prefix(400))")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsOfferTheLanguagesAndTheOperations(shell: String) async throws {
        let run = try await CommandRun.run("country-explorer", ["--generate-completion-script", shell])
        #expect(run.status == 0, "\(run.stderr)")
        let codes = ["en", "ru", "es", "fr", "de", "ja", "tr", "pt", "fa", "it", "zh", "nl", "pl", "vi"]
        // zsh and fish list them between spaces; bash one a line, as 'en'$'\n''ru'…
        let separators = [" ", "' '", "'$'\\n''"]
        #expect(separators.contains { run.stdout.contains(codes.joined(separator: $0)) }, "the 14 codes for --lang: \(run.stdout.prefix(2000))")
        for operation in ["AllCountries", "CountryDetail", "ContinentsList"] {
            #expect(run.stdout.contains(operation), "\(operation) for query: \(shell)")
        }
        #expect(run.stdout.contains("show"), "the show subcommand")
    }
}
