// swift-tools-version:6.1
// Version: 1.0.0 (the release `--version` reports: `Release.version` in CountriesEngine, which a test checks)
import PackageDescription

/// Settings every target of ours shares: Swift 6 mode, explicit `any`.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "CountryExplorer",
    // Linux only: the terminal backend links ncursesw and tinfo and calls Glibc, and only Linux is built and
    // tested, so no other platform is claimed.
    products: [
        .executable(name: "country-explorer", targets: ["country-explorer"]),
        .executable(name: "countries-server", targets: ["countries-server"]),
        .executable(name: "countries-codegen", targets: ["countries-codegen"]),
        .executable(name: "country-benchmarks", targets: ["country-benchmarks"]),
        .library(name: "CountriesEngine", targets: ["CountriesEngine"]),
        // For the fuzzing harnesses of Fuzz/, a package of their own.
        .library(name: "GraphQLClient", targets: ["GraphQLClient"]),
        .library(name: "GraphQLCacheSQLite", targets: ["GraphQLCacheSQLite"]),
        .library(name: "CountriesAPI", targets: ["CountriesAPI"]),
        .library(name: "CountriesEmbedded", targets: ["CountriesEmbedded"]),
    ],
    dependencies: [
        .package(url: "https://github.com/GraphQLSwift/GraphQL.git", exact: "4.3.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", exact: "1.8.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
        // Already in the graph through Hummingbird; named here because the server adds channel handlers and runs
        // executions on threads of their own (NIO), and ends requests on graceful shutdown (ServiceLifecycle).
        .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", exact: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", exact: "2.13.0"),
        // The server's gzip (zlib), the SHA-256 of its ETags and persisted queries, and its /metrics.
        .package(url: "https://github.com/adam-fowler/compress-nio.git", exact: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", exact: "4.5.2"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", exact: "2.4.1"),
        // The client's HTTP transport: event-driven (no busy wait while a request waits), with a deadline, a
        // streamed body and decompression with a limit.
        .package(url: "https://github.com/swift-server/async-http-client.git", exact: "1.37.0"),
        // The explorer's config file (YAML, through Yams) and its COUNTRY_EXPLORER_ variables; only the
        // country-explorer executable reads them.
        .package(url: "https://github.com/apple/swift-configuration.git", exact: "1.4.0", traits: ["YAML"]),
        // The allocation benchmarks (Benchmarks/Allocations) and their check in CI: malloc counts by its interposer.
        .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
        // The child processes that tests run to completion (our executables, gzip, node, chattr); tests only.
        .package(url: "https://github.com/swiftlang/swift-subprocess.git", exact: "1.0.2"),
    ],
    targets: [
        // MARK: Offline service
        .target(
            name: "BoundedStorage",
            swiftSettings: strictSettings
        ),
        .target(
            name: "CountriesEngine",
            dependencies: [
                "BoundedStorage", "GraphQLSelectionModel", "GraphQLTokens", "JSONCore", .product(name: "GraphQL", package: "GraphQL"),
            ],
            resources: [.copy("Resources/countries.json"), .copy("Resources/schema.graphqls")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CountriesServer",
            dependencies: [
                "BoundedStorage",
                "CountriesEngine",
                .product(name: "GraphQL", package: "GraphQL"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // GraphiQL's files, extracted by scripts/extract-graphiql, and the playground page that loads them.
            resources: [.copy("Resources/graphiql"), .copy("Resources/playground")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "countries-server",
            dependencies: [
                "CountriesServer",
                "CountriesEngine",
                "JSONCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "country-explorer",
            dependencies: [
                "CountriesEmbedded",
                "CountriesEngine",
                "CountriesAPI",
                "GraphQLClient",
                "Explorer",
                "ExplorerApp",
                "GraphQLCacheSQLite",
                "GraphQLSelectionModel",
                "SelectionsFromSyntax",
                "JSONCore",
                "TerminalCurses",
                "TerminalUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "GraphQL", package: "GraphQL"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Client and generated API
        .target(
            name: "JSONCore",
            swiftSettings: strictSettings
        ),
        // graphql-js's lexer, pure: the engine's syntax errors and the inspector's colours read the same tokens.
        .target(
            name: "GraphQLTokens",
            swiftSettings: strictSettings
        ),
        // The selection model (`Selection`, `OperationSelections`, `FieldCollector`): what the client's cache, the
        // translation from GraphQLSwift's syntax tree and the code generator share, with nothing of the client's;
        // and CollectFields over any syntax tree (`FieldCollecting`), which the engine runs too.
        .target(
            name: "GraphQLSelectionModel",
            dependencies: ["JSONCore"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "GraphQLClient",
            dependencies: [
                "BoundedStorage",
                "GraphQLSelectionModel",
                "JSONCore",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CountriesEmbedded",
            dependencies: ["CountriesEngine", "GraphQLClient", .product(name: "GraphQL", package: "GraphQL")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "GraphQLCacheSQLite",
            dependencies: ["GraphQLClient", "JSONCore", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CountriesAPI",
            dependencies: ["GraphQLClient", "GraphQLSelectionModel", "JSONCore"],
            swiftSettings: strictSettings
        ),

        // MARK: Terminal
        .systemLibrary(
            name: "CNcurses",
            path: "Sources/CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .target(
            name: "TerminalCurses",
            dependencies: ["CNcurses", "TerminalUI"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TerminalUI",
            swiftSettings: strictSettings
        ),

        .target(
            name: "Explorer",
            dependencies: ["GraphQLTokens", "TerminalUI"],
            swiftSettings: strictSettings
        ),

        .target(
            name: "ExplorerApp",
            dependencies: ["Explorer", "TerminalUI", "CountriesAPI", "GraphQLClient", "GraphQLSelectionModel", "JSONCore"],
            resources: [
                .copy("Resources/country-aliases.json"), .copy("Resources/country-facts.json"), .copy("Resources/world-map.bin"),
                .copy("Resources/country-shapes.bin"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Code generation
        .target(
            name: "SelectionsFromSyntax",
            dependencies: ["GraphQLSelectionModel", "JSONCore", .product(name: "GraphQL", package: "GraphQL")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "GraphQLCodegen",
            dependencies: [
                "GraphQLSelectionModel", "SelectionsFromSyntax", "JSONCore", .product(name: "GraphQL", package: "GraphQL"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "countries-codegen",
            dependencies: [
                "GraphQLCodegen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Differential testing
        // The generator of documents and the graphql-js reference (node) that the engine is compared with, shared
        // by CountriesOracleTests and `countries-oracle`.
        .target(
            name: "CountriesOracle",
            dependencies: ["CountriesEngine", "JSONCore", .product(name: "GraphQL", package: "GraphQL")],
            resources: [.copy("Resources/countries-oracle.mjs")],
            swiftSettings: strictSettings
        ),

        // The engine against graphql-js on generated documents: a developer's tool, apart from the shipped products
        // because it runs node.
        .executableTarget(
            name: "countries-oracle",
            dependencies: [
                "CountriesOracle",
                "CountriesEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Benchmarks
        // What the timing benchmarks (country-benchmarks) and the allocation benchmarks (Benchmarks/) share: the
        // bundled service, documents, the explorer brought up on the bundled data, the server in process.
        .target(
            name: "BenchmarkFixtures",
            dependencies: [
                "CountriesAPI",
                "CountriesEmbedded",
                "CountriesEngine",
                "CountriesServer",
                "Explorer",
                "ExplorerApp",
                "GraphQLClient",
                "TerminalUI",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "country-benchmarks",
            dependencies: [
                "BenchmarkFixtures",
                "Explorer",
                "ExplorerApp",
                "TerminalUI",
                "CountriesEmbedded",
                "CountriesEngine",
                "CountriesAPI",
                "GraphQLClient",
                "GraphQLCacheSQLite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Sources/country-benchmarks",
            swiftSettings: strictSettings
        ),

        // How many allocations the key paths make, checked in CI against Thresholds/ by package-benchmark's plugin.
        .executableTarget(
            name: "Allocations",
            dependencies: [
                "BenchmarkFixtures",
                "CountriesAPI",
                "CountriesEngine",
                "Explorer",
                "GraphQLClient",
                "TerminalUI",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Allocations",
            swiftSettings: strictSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),

        // Hummingbird alone answering a fixed buffer: the framework's ceiling that `scripts/http-ceiling` sets
        // beside the server's remembered answers.
        .executableTarget(
            name: "bare-hummingbird",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            path: "Benchmarks/BareHummingbird",
            swiftSettings: strictSettings
        ),

        // MARK: Test support
        // Fakes, a manual clock and drivers that the test targets share; no shipping executable links them.
        .target(
            name: "CountryExplorerTesting",
            dependencies: ["TerminalUI"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CountriesClientTesting",
            dependencies: ["CountryExplorerTesting", "GraphQLClient", "CountriesAPI", "CountriesEmbedded", "CountriesEngine"],
            swiftSettings: strictSettings
        ),

        // MARK: Tests
        .testTarget(
            name: "CountriesEngineTests",
            dependencies: [
                "BoundedStorage", "CountriesEngine", "CountriesOracle", "CountryExplorerTesting", .product(name: "GraphQL", package: "GraphQL"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CountriesServerTests",
            dependencies: [
                "CountriesServer", "CountriesEngine", "CountryExplorerTesting",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CountriesOracleTests",
            dependencies: ["CountriesOracle", "CountriesEngine", .product(name: "GraphQL", package: "GraphQL")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "JSONCoreTests",
            dependencies: ["JSONCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GraphQLClientTests",
            dependencies: [
                "GraphQLClient", "GraphQLSelectionModel", "JSONCore", "CountriesClientTesting",
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GraphQLCacheTests",
            dependencies: [
                "GraphQLClient", "GraphQLSelectionModel", "SelectionsFromSyntax", "JSONCore", "CountriesAPI", "CountriesClientTesting",
                "CountryExplorerTesting", "CountriesEmbedded", "CountriesEngine",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ExplorerAppTests",
            dependencies: [
                "ExplorerApp", "Explorer", "TerminalUI", "GraphQLClient", "GraphQLSelectionModel", "CountriesAPI", "CountriesEmbedded",
                "CountriesEngine", "JSONCore", "CountriesClientTesting", "CountryExplorerTesting",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GraphQLCacheSQLiteTests",
            dependencies: [
                "GraphQLCacheSQLite", "GraphQLClient", "CountryExplorerTesting", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GraphQLCodegenTests",
            dependencies: [
                "GraphQLCodegen", "GraphQLSelectionModel", "SelectionsFromSyntax", "GraphQLClient", "JSONCore", "CountriesAPI",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerminalCursesTests",
            dependencies: ["TerminalCurses", "TerminalUI", "CNcurses"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ExplorerTests",
            dependencies: ["Explorer", "ExplorerApp", "TerminalUI"],
            exclude: ["Snapshots"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "CountriesEmbedded", "CountriesEngine", "CountriesAPI", "GraphQLClient", "CountriesClientTesting",
                "CountryExplorerTesting", "TerminalUI", .product(name: "HTTPTypes", package: "swift-http-types"),
                // Edits rows of a real cache file under the binary (HostileCacheRowsTests).
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)
