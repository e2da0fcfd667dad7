import ArgumentParser
import Explorer
import GraphQLClient

// Types of other targets that options take as they are: ArgumentParser lists their values when one is wrong, and
// the shells' completions offer them.

extension NameLanguage: ExpressibleByArgument {
    /// The language with this code, in any case.
    public init?(argument: String) {
        self.init(code: argument)
    }

    public static var allValueStrings: [String] { all.map(\.code) }

    /// The shells complete the 14 codes.
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    public var defaultValueDescription: String { code }
}

extension CachePolicy: ExpressibleByArgument {
    /// The policy with this current or Apollo 1.x name, in any case.
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    /// The shells complete the policies' current names.
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    public var defaultValueDescription: String { rawValue }
}

extension ThemeName: ExpressibleByArgument {
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    public var defaultValueDescription: String { rawValue }
}
