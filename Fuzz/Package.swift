// swift-tools-version:6.1
// libFuzzer harnesses, kept out of the main package's build (as swift-protobuf's FuzzTesting is): they are only
// built with the fuzzer and address sanitizers, by scripts/fuzz. FuzzCountriesEngine fuzzes the engine,
// FuzzCacheRows the cache's row reader and what the client makes of a row.
//
//     swift build -c debug --package-path Fuzz --scratch-path .build-fuzz \
//         -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
import PackageDescription

let package = Package(
    name: "CountryExplorerFuzz",
    dependencies: [
        // Named, so that the products below do not depend on what the checkout's folder is called.
        .package(name: "CountryExplorer", path: ".."),
        // The version the main package pins: the row harness writes raw rows under the cache, as another process would.
        .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
    ],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "FuzzCountriesEngine",
            dependencies: ["FuzzDriver", .product(name: "CountriesEngine", package: "CountryExplorer")]
        ),
        .executableTarget(
            name: "FuzzCacheRows",
            dependencies: [
                "FuzzDriver",
                .product(name: "CountriesAPI", package: "CountryExplorer"),
                .product(name: "CountriesEmbedded", package: "CountryExplorer"),
                .product(name: "CountriesEngine", package: "CountryExplorer"),
                .product(name: "GraphQLCacheSQLite", package: "CountryExplorer"),
                .product(name: "GraphQLClient", package: "CountryExplorer"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
