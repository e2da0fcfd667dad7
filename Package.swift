// swift-tools-version:6.1
import PackageDescription

/// Settings every target of ours shares: Swift 6 mode, explicit `any`.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "CountryExplorer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "country-explorer", targets: ["country-explorer"]),
        .executable(name: "countries-server", targets: ["countries-server"]),
        .executable(name: "countries-codegen", targets: ["countries-codegen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/GraphQLSwift/GraphQL.git", exact: "4.3.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", exact: "1.8.0"),
    ],
    targets: [
        // MARK: Offline service
        .target(
            name: "CountriesService",
            dependencies: [.product(name: "GraphQL", package: "GraphQL")],
            resources: [.copy("Resources/countries.json"), .copy("Resources/schema.graphqls")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CountriesServer",
            dependencies: [
                "CountriesService",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "countries-server",
            dependencies: [
                "CountriesServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "country-explorer",
            dependencies: [
                "CountriesService",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Client and generated API
        .target(
            name: "GraphQLClient",
            swiftSettings: strictSettings
        ),
        .target(
            name: "CountriesAPI",
            dependencies: ["GraphQLClient"],
            swiftSettings: strictSettings
        ),

        // MARK: Terminal
        .target(
            name: "TerminalUI",
            swiftSettings: strictSettings
        ),

        // MARK: Code generation
        .target(
            name: "GraphQLCodegen",
            dependencies: [.product(name: "GraphQL", package: "GraphQL")],
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

        // MARK: Tests
        .testTarget(
            name: "CountriesServiceTests",
            dependencies: ["CountriesService"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GraphQLCodegenTests",
            dependencies: ["GraphQLCodegen", "CountriesAPI"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["CountriesService"],
            swiftSettings: strictSettings
        ),
    ]
)
