import Foundation

/// CPU time a process has used, from `/proc/PID/stat`, in clock ticks (utime + stime; 100 a second here).
enum ProcessCPU {
    /// The ticks `pid` has used so far, or nil when it is gone or `/proc` is not there.
    static func ticks(_ pid: Int32) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        // After the name: state (field 3), ..., utime (field 14), stime (field 15).
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// The ticks `pid` uses in `window`: the window is the measurement, so it is waited out in full. A test beside
    /// others may wake later than it asked, so the ticks are those of the time that really passed, scaled to
    /// `window`: a rate, which a late wake-up does not inflate.
    static func ticks(of pid: Int32, over window: Duration = .seconds(5)) async -> Int? {
        let clock = ContinuousClock()
        let start = clock.now
        guard let before = ticks(pid) else { return nil }
        try? await Task.sleep(for: window)
        guard let after = ticks(pid) else { return nil }
        let passed = max(clock.now - start, window)
        return Int((Double(after - before) * (window / passed)).rounded(.up))
    }

    /// The process whose parent is `parent` and whose name is `name` (of which the kernel keeps 15 characters).
    static func child(of parent: Int32, named name: String) -> Int32? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let nameStart = stat.firstIndex(of: "("), let nameEnd = stat.lastIndex(of: ")")
            else { continue }
            let command = stat[stat.index(after: nameStart)..<nameEnd]
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            if fields.count > 1, Int32(fields[1]) == parent, command == name.prefix(15) { return pid }
        }
        return nil
    }

    /// Whether `/proc` can be read, which these measurements need.
    static var isAvailable: Bool {
        ticks(getpid()) != nil
    }
}
