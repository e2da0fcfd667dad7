// swift-tools-version:6.1
// A libFuzzer harness for CountriesService, kept out of the main package's build (as swift-protobuf's
// FuzzTesting is): it is only built with the fuzzer and address sanitizers, by scripts/fuzz.
//
//     swift build -c debug --package-path Fuzz --scratch-path .build-fuzz \
//         -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
import PackageDescription

let package = Package(
    name: "CountryExplorerFuzz",
    dependencies: [
        // Named, so that the product below does not depend on what the checkout's folder is called.
        .package(name: "CountryExplorer", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzCountriesService",
            dependencies: [.product(name: "CountriesService", package: "CountryExplorer")]
        ),
    ]
)
