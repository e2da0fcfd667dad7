import Foundation
import Testing

@Suite("Usage errors: a clear message and exit 64")
struct UsageErrorTests {
    @Test(arguments: ["inf", "-1", "nan", "0", "3600.5", "1e300"])
    func aTimeoutOutOfRangeIsAUsageError(value: String) throws {
        let run = try CommandRun.run("country-explorer", ["--offline", "--timeout", value])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("--timeout must be a number of seconds more than 0 and at most 3600"), "\(run.stderr)")
        #expect(!run.stderr.contains("Missing value"), "\(run.stderr)")
    }

    @Test func theLongestTimeoutIsAccepted() throws {
        let run = try CommandRun.run("country-explorer", ["--offline", "--timeout", "3600"])
        #expect(run.status == 2, "past the options, it stops only for want of a terminal: \(run.stderr)")
        #expect(run.stderr.contains("needs a terminal"), "\(run.stderr)")
    }

    @Test func maxAgeIsCheckedTheSameWay() throws {
        let under = try CommandRun.run("country-explorer", ["query", "CountryDetail", "--var", "code=JP", "--offline", "--max-age", "31536000"])
        #expect(under.status == 0, "\(under.stderr)")
        for value in ["31536001", "inf", "-1"] {
            let over = try CommandRun.run("country-explorer", ["query", "CountryDetail", "--var", "code=JP", "--offline", "--max-age", value])
            #expect(over.status == 64, "\(value): \(over.stderr)")
            #expect(over.stderr.contains("--max-age must be a number of seconds at least 0 and at most 31536000"), "\(over.stderr)")
        }
    }

    @Test func anUnknownOptionIsAUsageError() throws {
        let run = try CommandRun.run("country-explorer", ["--no-such-option"])
        #expect(run.status == 64, "\(run.stderr)")
    }

    @Test(arguments: ["xx", "", "fr_FR", "english"])
    func anUnknownLangIsAUsageErrorListingTheLanguages(value: String) throws {
        let run = try CommandRun.run("country-explorer", ["--offline", "--lang", value])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("--lang must be one of en, ru, es, fr, de, ja, tr, pt, fa, it, zh, nl, pl, vi, not '\(value)'"), "\(run.stderr)")
    }

    @Test(arguments: ["fr", "VI", "en"])
    func everyLanguageOfTheSchemaIsAccepted(value: String) throws {
        let run = try CommandRun.run("country-explorer", ["--offline", "--lang", value])
        #expect(run.status == 2, "past the options, it stops only for want of a terminal: \(run.stderr)")
        #expect(run.stderr.contains("needs a terminal"), "\(run.stderr)")
    }

    @Test func schemaDownloadChecksItsTimeout() throws {
        let run = try CommandRun.run("country-explorer", ["schema", "download", "--timeout", "inf"])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("--timeout must be"), "\(run.stderr)")
    }
}
