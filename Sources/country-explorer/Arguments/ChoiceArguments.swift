import ArgumentParser
import Explorer
import GraphQLClient

// Types of other targets that options take as they are: ArgumentParser lists their values when one is wrong.

extension NameLanguage: ExpressibleByArgument {
    /// The language with this code, in any case.
    public init?(argument: String) {
        self.init(code: argument)
    }

    public static var allValueStrings: [String] { all.map(\.code) }

    public var defaultValueDescription: String { code }
}

extension CachePolicy: ExpressibleByArgument {
    /// The policy with this current or Apollo 1.x name, in any case.
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    public var defaultValueDescription: String { rawValue }
}
