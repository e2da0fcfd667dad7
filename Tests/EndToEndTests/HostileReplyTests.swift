import CountryExplorerTesting
import Foundation
import Testing

/// A valid CountryDetail reply for Japan.
let japanReply = #"{"data":{"country":{"code":"JP","name":"Japan","native":"日本","emoji":"🇯🇵","emojiU":"U+1F1EF U+1F1F5","capital":"Tokyo","currency":"JPY","currencies":["JPY"],"phone":"81","phones":["81"],"awsRegion":"ap-northeast-1","continent":{"code":"AS","name":"Asia"},"languages":[],"states":[],"subdivisions":[],"en":"Japan","ru":"Япония","es":"Japón","fr":"Japon","de":"Japan","ja":"日本","tr":"Japonya","pt":"Japão","fa":"ژاپن","it":"Giappone","zh":"日本","nl":"Japan","pl":"Japonia","vi":"Nhật Bản"}}}"#

/// `country-explorer query CountryDetail` against `server`, measured, with a cache directory of its own.
private func queryJapan(_ server: FaultyServer, _ extra: [String] = []) async throws -> MeasuredRun {
    try await MeasuredRun.run(
        "country-explorer",
        ["query", "CountryDetail", "--var", "code=JP", "--endpoint", server.endpoint.absoluteString, "--cache-dir", TestCacheHome.fresh().path]
            + extra
    )
}

/// The command needs 50–60 MiB for itself and peaked at 49–66 MiB in these tests with the suite loading both cores;
/// an unbounded reply took 1.5–4.3 GB. The body limit is 4 MiB, a compressed one's 16 MiB.
private let peakMemoryBound = 150

/// A server streaming a valid `{"data":{"countries":[…]}}` answer of more than `bytes` bytes, `country` repeated
/// and `last` at the end, announcing its length or chunked; and that length.
private func countriesServer(bytes: Int, announcesLength: Bool, country: String, last: String) throws -> (server: FaultyServer, length: Int) {
    let country = Array((country + ",").utf8)
    let perPiece = 512
    let pieces = bytes / (country.count * perPiece) + 1
    let opening = Array(#"{"data":{"countries":["#.utf8)
    let closing = Array((last + "]}}").utf8)
    let piece = Array((0..<perPiece).map { _ in country }.joined())
    let length = opening.count + pieces * piece.count + closing.count
    #expect(length > bytes)
    let server = try FaultyServer { _ in
        .stream(head: FaultyServer.head(contentLength: announcesLength ? length : nil), chunked: !announcesLength, pause: .zero) { index in
            switch index {
            case 0: opening
            case 1...pieces: piece
            case pieces + 1: closing
            default: nil
            }
        }
    }
    return (server, length)
}

@Suite("Hostile replies, end to end: refused early, in bounded time and memory", .requiresTimeProgram)
struct HostileReplyTests {
    /// A 1 MB gzip body that inflates to 1 GiB is refused once it inflates past 16 MiB.
    @Test func gzipBombIsRefusedOnceItInflatesPastTheLimit() async throws {
        // 64 MiB of zeros in 64 KiB, made before the server starts so that the reply is all in memory and nothing
        // but the client works while it is read; the timeout is not what is tested here.
        let bomb = Array(try await Gzip.compress(Data(count: 64 << 20)))
        let piece = 4 << 10
        let server = try FaultyServer { _ in
            .stream(head: FaultyServer.head(headers: ["Content-Encoding: gzip"]), chunked: true, pause: .zero) { index in
                index * piece < bomb.count ? Array(bomb[(index * piece)..<min(bomb.count, (index + 1) * piece)]) : nil
            }
        }
        defer { server.stop() }
        let measured = try await queryJapan(server, ["--timeout", "60"])
        #expect(measured.run.status == 2)
        #expect(measured.run.stdout.isEmpty)
        #expect(measured.run.stderr == "error: reply refused: the compressed body inflates past the limit of 16777216 bytes\n")
        #expect(measured.cpu < .seconds(30), "\(measured.cpu) of CPU")
        #expect(measured.peakMiB < peakMemoryBound, "peak \(measured.peakMiB) MiB")
    }

    /// A fast chunked body that never ends is refused at the 4 MiB default.
    @Test func endlessBodyIsRefusedAtTheDefaultLimit() async throws {
        let piece = [UInt8](repeating: UInt8(ascii: " "), count: 64 << 10)
        let server = try FaultyServer { _ in
            .stream(head: FaultyServer.head(), chunked: true, pause: .zero) { index in index == 0 ? Array("{\"data\":".utf8) : piece }
        }
        defer { server.stop() }
        let measured = try await queryJapan(server)
        #expect(measured.run.status == 2)
        #expect(measured.run.stderr == "error: reply refused: the body exceeds the limit of 4194304 bytes\n")
        #expect(measured.cpu < .seconds(30), "\(measured.cpu) of CPU")
        #expect(measured.peakMiB < peakMemoryBound, "peak \(measured.peakMiB) MiB")
    }

    /// A body trickled a byte a second meets `--timeout` as a deadline for the whole request, then the bundled
    /// data answers.
    @Test func trickledBodyMeetsTheTotalTimeoutRealTime() async throws {
        let server = try FaultyServer { _ in
            .stream(head: FaultyServer.head(), chunked: true, pause: .seconds(1)) { _ in [UInt8(ascii: " ")] }
        }
        defer { server.stop() }
        let measured = try await queryJapan(server, ["--timeout", "2"])
        #expect(measured.run.status == 0, "\(measured.run.stderr)")
        #expect(measured.run.stderr.contains("did not answer within 2 s"), "\(measured.run.stderr)")
        #expect(measured.run.stdout.contains("Tokyo"))
        #expect(measured.elapsed >= .seconds(2))
        // Generous for two cores busy with the whole suite; without a total deadline the run never ends.
        #expect(measured.elapsed < .seconds(60))
    }

    /// A valid 70 MB answer is refused as it streams (or at once, when it announces its length), and nothing
    /// of it reaches the cache.
    @Test(arguments: [false, true]) func seventyMegabyteAnswerIsRefusedAndNotCached(announcesLength: Bool) async throws {
        let (server, length) = try countriesServer(
            bytes: 70_000_000, announcesLength: announcesLength,
            country: #"{"code":"JP","name":"Japan","native":"日本","emoji":"🇯🇵","capital":"Tokyo","currency":"JPY","continent":{"code":"AS","name":"Asia"}}"#,
            last: #"{"code":"ZZ","name":"Z","native":"Z","emoji":"Z","capital":null,"currency":null,"continent":{"code":"AS","name":"Asia"}}"#
        )
        defer { server.stop() }
        let cacheDirectory = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheDirectory) }
        let measured = try await MeasuredRun.run(
            "country-explorer", ["query", "AllCountries", "--endpoint", server.endpoint.absoluteString, "--cache-dir", cacheDirectory.path]
        )
        #expect(measured.run.status == 2)
        let expected = announcesLength
            ? "error: reply refused: the body announces \(length) bytes, over the limit of 4194304\n"
            : "error: reply refused: the body exceeds the limit of 4194304 bytes\n"
        #expect(measured.run.stderr == expected)
        #expect(measured.cpu < .seconds(30), "\(measured.cpu) of CPU")
        #expect(measured.peakMiB < peakMemoryBound, "peak \(measured.peakMiB) MiB")
        let stored = CacheFileSizes.total(in: cacheDirectory)
        #expect(stored < 1 << 20, "the cache holds \(stored) bytes")
    }

    /// `--max-reply-size` admits a reply of exactly that size and refuses one byte more.
    @Test(arguments: [false, true]) func maxReplySizeIsInclusive(announcesLength: Bool) async throws {
        let body = Array(japanReply.utf8)
        let server = try FaultyServer { _ in
            .stream(head: FaultyServer.head(contentLength: announcesLength ? body.count : nil), chunked: !announcesLength, pause: .zero) { index in
                index == 0 ? body : nil
            }
        }
        defer { server.stop() }
        let fits = try await queryJapan(server, ["--max-reply-size", String(body.count)])
        #expect(fits.run.status == 0, "\(fits.run.stderr)")
        #expect(fits.run.stdout.contains("Tokyo"))
        let over = try await queryJapan(server, ["--max-reply-size", String(body.count - 1)])
        #expect(over.run.status == 2)
        #expect(over.run.stderr.hasPrefix("error: reply refused: the body"), "\(over.run.stderr)")
        #expect(try await CommandRun.run("country-explorer", ["query", "AllCountries", "--max-reply-size", "lots"]).status == 64)
    }
}

/// How many bytes the cache files in a directory hold, WAL files included.
enum CacheFileSizes {
    /// The total size of every file in `directory`; 0 when it does not exist.
    static func total(in directory: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.reduce(0) { sum, name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
            return sum + ((attributes?[.size] as? Int) ?? 0)
        }
    }
}

/// A large reply the client accepts (`--max-reply-size 100M`) is held to `--timeout` past its transfer too:
/// parsing, reading and normalizing it end when the request's deadline passes.
@Suite("A large accepted reply, end to end", .requiresTimeProgram)
struct LargeAcceptedReplyTests {
    @Test func theTimeoutBoundsParsingAndNormalizing() async throws {
        let (server, _) = try countriesServer(
            bytes: 30_000_000, announcesLength: true,
            country: #"{"code":"JP","name":"Japan","englishName":"Japan","native":"日本","emoji":"🇯🇵","capital":"Tokyo","currency":"JPY","phone":"81","continent":{"code":"AS","name":"Asia"}}"#,
            last: #"{"code":"ZZ","name":"Z","englishName":"Z","native":"Z","emoji":"Z","capital":null,"currency":null,"phone":"0","continent":{"code":"AS","name":"Asia"}}"#
        )
        defer { server.stop() }
        let cacheDirectory = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheDirectory) }
        // The 30 MB arrive in well under a second on loopback; parsing them alone takes longer in a debug build.
        let measured = try await MeasuredRun.run("country-explorer", [
            "query", "AllCountries", "--endpoint", server.endpoint.absoluteString, "--cache-dir", cacheDirectory.path,
            "--max-reply-size", "100M", "--timeout", "1", "--policy", "networkOnly",
        ])
        #expect(measured.run.status == 2, "\(measured.run.stderr)")
        #expect(measured.run.stderr == "error: network error: 127.0.0.1:\(server.port) did not answer within 1 s\n")
        #expect(measured.run.stdout.isEmpty)
        #expect(CacheFileSizes.total(in: cacheDirectory) < 1 << 20, "nothing of it was stored")
    }
}
