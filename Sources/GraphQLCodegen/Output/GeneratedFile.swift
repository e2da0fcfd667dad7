/// One generated Swift file: its name inside the output directory and its text.
public struct GeneratedFile: Sendable, Hashable {
    /// The file name, e.g. `CountryDetailQuery.graphql.swift`.
    public let name: String
    /// The Swift source.
    public let contents: String

    /// Creates a generated file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }

    /// The suffix every generated file name ends with; files with it are owned (and pruned) by the generator.
    public static let suffix = ".graphql.swift"
}
