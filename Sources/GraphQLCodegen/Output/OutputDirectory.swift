import Foundation

/// A difference between the generated files and what an output directory holds.
public enum OutputChange: Sendable, Hashable, CustomStringConvertible {
    /// A generated file the directory lacks.
    case added(String)
    /// A file whose text differs from the generated one.
    case modified(String)
    /// A `*.graphql.swift` file the generator no longer produces.
    case removed(String)

    /// The file name concerned.
    public var fileName: String {
        switch self {
        case .added(let name), .modified(let name), .removed(let name): name
        }
    }

    /// What the change means for the directory: `missing`, `out of date` or `stale`.
    public var label: String {
        switch self {
        case .added: "missing"
        case .modified: "out of date"
        case .removed: "stale, no longer generated"
        }
    }

    /// A line such as `CountryDetailQuery.graphql.swift: out of date`.
    public var description: String {
        "\(fileName): \(label)"
    }
}

/// The directory generated files live in: compares it with fresh output and brings it up to date.
public struct OutputDirectory: Sendable {
    /// The directory's location.
    public let url: URL

    /// Wraps the directory at `url`; it need not exist yet.
    public init(url: URL) {
        self.url = url
    }

    /// What differs between `files` and the directory, sorted by file name.
    public func changes(toMatch files: [GeneratedFile]) -> [OutputChange] {
        let existing = Set(existingGeneratedFileNames())
        var changes: [OutputChange] = []
        for file in files {
            if !existing.contains(file.name) {
                changes.append(.added(file.name))
            } else if (try? String(contentsOf: url.appendingPathComponent(file.name), encoding: .utf8)) != file.contents {
                changes.append(.modified(file.name))
            }
        }
        let produced = Set(files.map(\.name))
        changes += existing.subtracting(produced).map(OutputChange.removed)
        return changes.sorted { $0.fileName < $1.fileName }
    }

    /// Writes added and modified files and deletes stale ones; returns what changed.
    @discardableResult
    public func write(_ files: [GeneratedFile]) throws -> [OutputChange] {
        let changes = changes(toMatch: files)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
        for change in changes {
            let fileURL = url.appendingPathComponent(change.fileName)
            switch change {
            case .added(let name), .modified(let name):
                try Data((contents[name] ?? "").utf8).write(to: fileURL, options: .atomic)
            case .removed:
                try FileManager.default.removeItem(at: fileURL)
            }
        }
        return changes
    }

    /// The names of the `*.graphql.swift` files currently in the directory.
    private func existingGeneratedFileNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(GeneratedFile.suffix) }
    }
}
