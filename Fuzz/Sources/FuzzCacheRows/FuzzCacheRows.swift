// libFuzzer entry point for the cache's row reader: every input is one row of the `records` table of a real cache
// file, as a broken or hostile program could leave it, read back the ways the client reads a row.
//
// Input format: the first byte picks the row, by its value modulo 8, among the records the explorer's country
// detail of Japan reads (`RowFile.keys`: `0` is QUERY_ROOT, `1` Country:JP, `2` Continent:AS, …); the other bytes,
// as they are, are the row's `fields` column. An empty input is the empty `fields` of QUERY_ROOT.
//
// The row replaces the one a real answer left there; then come, in order:
// - the record alone (`read { try $0.record(forKey:) }`, as `cache show` reads it) and its age in the words of
//   `query --explain`;
// - CountryDetail(code: "JP") through GraphQLClient over the file, under `cacheOnly` and under `cacheFirst` with a
//   maximum age of an hour and a network that fails (so stale data is the fallback), and the words of the request's
//   trace, ages counted at several times;
// - a new field merged into the row, as the next answer is, and the row read again;
// and the real row is put back, so that every input meets the same file.
//
// Besides crashes (traps, sanitizer reports), hangs and memory blow-ups, these are findings: a row that fails the
// file (an error other than `CacheMiss` from the lookup, or the client's cache giving the file up), and a row that
// does not read back as a record once an answer was merged into it.
import CountriesAPI
import Foundation
import FuzzDriver
import GraphQLCacheSQLite
import GraphQLClient

@main
enum FuzzMain {
    static func main() {
        _ = RowFile.shared
        atexit { RowFile.shared.remove() }
        runLibFuzzer(fuzzCacheRows)
    }
}

/// The time ages are counted at, a day after the file's rows were written (the client's own clock says the moment
/// they were written).
private let now = RowFile.writtenAt.addingTimeInterval(86_400)

/// The times an age is counted at besides `now`: the earliest a clock gives, and year 4001.
private let otherNows = [Date(timeIntervalSince1970: 0), Date.distantFuture]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCacheRows(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let key = RowFile.keys[Int(bytes.first ?? 0) % RowFile.keys.count]
    let file = RowFile.shared
    file.writeRaw(Data(bytes.dropFirst()), forKey: key)
    defer { file.restore(key) }
    lookUp(key, in: file)
    readCountryDetail(through: file.client)
    mergeAnswer(into: key, of: file)
    return 0
}

/// The record alone, as `cache show` reads it: a record or a miss, never a failure of the file.
private func lookUp(_ key: CacheKey, in file: RowFile) {
    let record: Record?
    do {
        record = try file.cache.read { lookup in try lookup.record(forKey: key) }
    } catch is CacheMiss {
        return
    } catch {
        fatalError("a row failed the file instead of missing: \(error)")
    }
    guard let record else { fatalError("the row of \(key) vanished") }
    guard let oldest = record.oldestWrite else { return }
    for time in [now] + otherNows {
        _ = AnswerOrigin.cache(storedAt: oldest, records: 1, file: file.cache.file).text(now: time)
    }
}

/// The explorer's country detail read from the file under the policies that read the cache, and the words of
/// each request's trace.
private func readCountryDetail(through client: GraphQLClient) {
    let traces = runOnCallerThread { () -> [AnswerTrace] in
        for policy in [CachePolicy.cacheOnly, .cacheFirst] {
            _ = try? await client.fetch(CountryDetailQuery(code: "JP"), policy: policy)
        }
        return Array(await client.requestLog().suffix(2))
    }
    for trace in traces {
        for time in [now] + otherNows { _ = trace.explanation(now: time) }
        _ = trace.logLine
    }
}

/// A field merged into the row as the next answer would be: a malformed row is replaced, a well-formed one kept
/// with the field added, and either reads back as a record.
private func mergeAnswer(into key: CacheKey, of file: RowFile) {
    let answer = Record(key: key, fields: ["fuzzed": .scalar(.bool(true))], writtenAt: ["fuzzed": now])
    do {
        _ = try file.cache.merge(RecordSet([answer]))
        guard let merged = try file.cache.read({ lookup in try lookup.record(forKey: key) }),
              merged.fields["fuzzed"] == .scalar(.bool(true))
        else { fatalError("the row of \(key) lost the answer merged into it") }
    } catch {
        fatalError("the row of \(key) did not read back once an answer was merged into it: \(error)")
    }
}
