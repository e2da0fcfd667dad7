import Foundation

/// Where `swift build` put this package's executables: beside the test bundle.
enum BuiltProducts {
    /// The folder holding the test bundle, and so every executable of this build.
    static var directory: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.pathComponents.count > 1 && url.pathExtension != "xctest" {
            url.deleteLastPathComponent()
        }
        if url.pathExtension == "xctest" { return url.deletingLastPathComponent() }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// The path of an executable product, such as `countries-server`.
    static func executable(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }
}
