// libFuzzer entry point for the cache's row reader: every input is the bytes of one row's `fields` column in a real
// cache file, as a hostile or broken program could leave them, read back through `SQLiteNormalizedCache`.
//
// Input format: the bytes, as they are, stored as the row of `Country:JP`.
//
// Besides crashes (traps, sanitizer reports), hangs and memory blow-ups, these are findings:
// - a row that is not a record and is not a miss (`CacheMiss`) for the read: a malformed row must never fail the
//   file, which would turn the whole cache off;
// - a record whose times the client cannot use as it uses them (the age of `query --explain` and the status bar);
// - a record that reads but does not write back and read again as the same record.
import Foundation
import FuzzDriver
import GRDB
import GraphQLCacheSQLite
import GraphQLClient

/// The key of the row every input is written to, and of the copy a record that reads is written back to.
private let key: CacheKey = "Country:JP"
private let copyKey: CacheKey = "Country:JP.copy"

/// A cache file of the run's own, made once, before the first input.
private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-cache-rows-\(getpid())")

/// The cache as the client opens it, and a connection of its own that writes raw rows under it, as another
/// process would. Made once: what opening the file allocates for good is not charged to an input.
private let files: (cache: SQLiteNormalizedCache, writer: DatabaseQueue) = {
    lsanDisable()
    defer { lsanEnable() }
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("cache.sqlite")
        let cache = try SQLiteNormalizedCache.open(at: file).cache
        _ = try cache.merge(RecordSet([Record(key: key, fields: ["name": .scalar("Japan")], writtenAt: ["name": Date()])]))
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        return (cache, try DatabaseQueue(path: file.path, configuration: configuration))
    } catch {
        fatalError("the cache file could not be made: \(error)")
    }
}()

@main
enum FuzzMain {
    static func main() {
        _ = files
        atexit { try? FileManager.default.removeItem(at: directory) }
        runLibFuzzer(fuzzCacheRows)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCacheRows(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Data(bytes: $0, count: count) } ?? Data()
    do {
        try files.writer.write { db in
            try db.execute(sql: "UPDATE records SET fields = ? WHERE key = ?", arguments: [bytes, key])
        }
    } catch {
        fatalError("the row could not be written: \(error)")
    }
    let record: Record
    do {
        guard let read = try files.cache.read({ lookup in try lookup.record(forKey: key) }) else {
            fatalError("the row vanished")
        }
        record = read
    } catch is CacheMiss {
        return 0
    } catch {
        fatalError("a malformed row failed the file instead of missing: \(error)")
    }
    use(record)
    checkRoundTrip(record)
    return 0
}

/// Uses a record's times as the client does: its age in the words of `query --explain`, at the real time and at
/// the ends of the range a clock may give.
private func use(_ record: Record) {
    guard let oldest = record.oldestWrite else { return }
    for now in [Date(), Date(timeIntervalSince1970: 0), Date.distantFuture] {
        _ = AnswerOrigin.cache(storedAt: oldest, records: 1, file: files.cache.file).text(now: now)
    }
}

/// Writes the record back under another key and reads it again: the same fields, and the same times of them to
/// the millisecond (a time goes through `Date`, whose seconds count from 2001, so its last bits may move). A time
/// of no field is not written back.
private func checkRoundTrip(_ record: Record) {
    let copy = Record(key: copyKey, fields: record.fields, writtenAt: record.writtenAt.filter { record.fields[$0.key] != nil })
    let again: Record?
    do {
        _ = try files.cache.removeRecord(forKey: copyKey)
        _ = try files.cache.merge(RecordSet([copy]))
        again = try files.cache.read { lookup in try lookup.record(forKey: copyKey) }
    } catch {
        fatalError("a record that read did not write back and read again: \(error); fields \(record.fields)")
    }
    guard let again, again.fields == copy.fields, again.writtenAt.keys == copy.writtenAt.keys else {
        fatalError("a record read back otherwise: \(String(describing: again)) after \(copy)")
    }
    for (field, time) in copy.writtenAt where abs((again.writtenAt[field] ?? .distantPast).timeIntervalSince(time)) > 1e-3 {
        fatalError("the time of \(field) read back otherwise: \(String(describing: again.writtenAt[field])) after \(time)")
    }
}
