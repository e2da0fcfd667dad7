import Foundation
import Testing

/// Each option is parsed once, into its type, by ArgumentParser: a bad value is its usage error (exit 64) naming
/// the value and the option, followed by the option's help, which says what it takes.
@Suite("Usage errors: a clear message and exit 64")
struct UsageErrorTests {
    @Test(arguments: ["inf", "-1", "nan", "0", "3600.5", "1e300", "ten", ""])
    func aTimeoutOutOfRangeIsAUsageError(value: String) async throws {
        let run = try await CommandRun.run("country-explorer", ["--offline", "--timeout", value])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("The value '\(value)' is invalid for '--timeout <seconds>'"), "\(run.stderr)")
        #expect(run.stderr.contains("more than 0, at most 3600"), "the help says what it takes: \(run.stderr)")
        #expect(!run.stderr.contains("Missing value"), "\(run.stderr)")
    }

    @Test func theLongestTimeoutIsAccepted() async throws {
        let run = try await CommandRun.run("country-explorer", ["--offline", "--timeout", "3600"])
        #expect(run.status == 2, "past the options, it stops only for want of a terminal: \(run.stderr)")
        #expect(run.stderr.contains("needs a terminal"), "\(run.stderr)")
    }

    @Test func maxAgeIsCheckedTheSameWay() async throws {
        let under = try await CommandRun.run("country-explorer", ["query", "CountryDetail", "--var", "code=JP", "--offline", "--max-age", "31536000"])
        #expect(under.status == 0, "\(under.stderr)")
        for value in ["31536001", "inf", "-1"] {
            let over = try await CommandRun.run("country-explorer", ["query", "CountryDetail", "--var", "code=JP", "--offline", "--max-age", value])
            #expect(over.status == 64, "\(value): \(over.stderr)")
            #expect(over.stderr.contains("The value '\(value)' is invalid for '--max-age <seconds>'"), "\(over.stderr)")
            #expect(over.stderr.contains("0 to 31536000"), "\(over.stderr)")
        }
    }

    @Test(arguments: ["0", "-1", "4X", "K", "1.5M", "8589934592G", "9223372036854775808", "four"])
    func aBadReplySizeIsAUsageError(value: String) async throws {
        let run = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--offline", "--max-reply-size", value])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("The value '\(value)' is invalid for '--max-reply-size <size>'"), "\(run.stderr)")
    }

    /// 8,589,934,591 G is the largest size that fits in 64 bits; one more is refused above.
    @Test(arguments: ["1", "512k", "8M", "1G", "8589934591G", "9223372036854775807"])
    func replySizesWithOrWithoutASuffixAreAccepted(value: String) async throws {
        let run = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--offline", "--max-reply-size", value])
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// `http://` and `https:` once passed (a scheme was all that was checked); `localhost:4000` is a scheme too.
    @Test(arguments: ["ftp://example.org/graphql", "not a url", "http://", "https:", "localhost:4000/graphql", ""])
    func anEndpointThatIsNotAnHTTPURLIsAUsageError(value: String) async throws {
        for arguments in [["query", "ContinentsList", "--endpoint", value], ["schema", "download", "--endpoint", value],
                          ["cache", "path", "--endpoint", value]] {
            let run = try await CommandRun.run("country-explorer", arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("The value '\(value)' is invalid for '--endpoint <url>'"), "\(arguments): \(run.stderr)")
        }
    }

    @Test func anEndpointIsKeptAsWritten() async throws {
        let directory = FileManager.default.temporaryDirectory.path
        let run = try await CommandRun.run("country-explorer", ["cache", "path", "--cache-dir", directory, "--endpoint", "HTTP://127.0.0.1:4000/graphql"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("127.0.0.1"), "\(run.stdout)")
    }

    /// A header needs a token for a name and a value without line breaks: `Bad Name` and a CR LF in the value
    /// once passed, to fail later in the HTTP client or to smuggle a second header.
    @Test(arguments: ["NoColon", ": value", "Bad Name: x", "X-Ok: one\r\nInjected: two", "X-Ok: a\u{1B}[2Jb", "Ünicode: x"])
    func aMalformedHeaderIsAUsageError(value: String) async throws {
        let run = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--offline", "--header", value])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("is invalid for '--header <name: value>'"), "\(run.stderr)")
    }

    @Test func wellFormedHeadersAreAccepted() async throws {
        let run = try await CommandRun.run("country-explorer", [
            "query", "ContinentsList", "--offline", "--header", "Authorization: Bearer a:b", "--header", "X-Empty:", "--header", "x-tab:\tv",
        ])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func anUnknownOptionIsAUsageError() async throws {
        let run = try await CommandRun.run("country-explorer", ["--no-such-option"])
        #expect(run.status == 64, "\(run.stderr)")
    }

    @Test(arguments: ["xx", "", "fr_FR", "english"])
    func anUnknownLangIsAUsageErrorListingTheLanguages(value: String) async throws {
        let run = try await CommandRun.run("country-explorer", ["--offline", "--lang", value])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("The value '\(value)' is invalid for '--lang <code>'"), "\(run.stderr)")
        for code in ["en", "ru", "es", "fr", "de", "ja", "tr", "pt", "fa", "it", "zh", "nl", "pl", "vi"] {
            #expect(run.stderr.contains("  - \(code)\n"), "\(code): \(run.stderr)")
        }
    }

    @Test(arguments: ["fr", "VI", "en"])
    func everyLanguageOfTheSchemaIsAccepted(value: String) async throws {
        let run = try await CommandRun.run("country-explorer", ["--offline", "--lang", value])
        #expect(run.status == 2, "past the options, it stops only for want of a terminal: \(run.stderr)")
        #expect(run.stderr.contains("needs a terminal"), "\(run.stderr)")
    }

    @Test func schemaDownloadChecksItsTimeout() async throws {
        let run = try await CommandRun.run("country-explorer", ["schema", "download", "--timeout", "inf"])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("The value 'inf' is invalid for '--timeout <seconds>'"), "\(run.stderr)")
    }

    /// An origin with a path, a query or another scheme once passed, to match no `Origin` a browser sends; so did a
    /// host that is not ASCII (browsers send its punycode) and a port past 65535.
    @Test(arguments: ["http://a.test/", "http://a.test/app", "http://a.test?x=1", "ftp://a.test", "a.test", "http://user@a.test",
                      "https://münchen.de", "https://a.test:99999", "http://a.test:0"])
    func aCORSOriginThatIsNoOriginIsAUsageError(value: String) async throws {
        let run = try await CommandRun.run("countries-server", ["--cors-origin", value], timeout: 20)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("The value '\(value)' is invalid for '--cors-origin <origin>'"), "\(run.stderr)")
    }

    /// A negative value was taken for an option name ("Missing value"); `inf`, `nan` and words are refused too.
    @Test(arguments: ["--request-deadline", "--read-timeout", "--idle-timeout"])
    func theServersTimeoutsAreSecondsParsedOnce(flag: String) async throws {
        for value in ["-1", "inf", "nan", "0", "86400.5", "soon"] {
            let run = try await CommandRun.run("countries-server", [flag, value], timeout: 20)
            #expect(run.status == 64, "\(flag) \(value): \(run.stderr)")
            #expect(run.stderr.contains("The value '\(value)' is invalid for '\(flag) <seconds>'"), "\(flag) \(value): \(run.stderr)")
            #expect(run.stderr.contains("more than 0, at most 86400"), "\(run.stderr)")
        }
    }
}
