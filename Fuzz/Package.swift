// swift-tools-version: 6.0
// libFuzzer targets for StepperKit's parsers of untrusted text. Not part of `swift build`/`swift test`:
// this is its own package, built by `make fuzz` with the fuzzer and AddressSanitizer. See RELIABILITY.md.
//
// Each target is a library-style module (`-parse-as-library`) with a `@_cdecl("LLVMFuzzerTestOneInput")`
// entry; libFuzzer provides `main`. Built in debug, so `@testable import` reaches internals the CLI uses.

import PackageDescription

/// A fuzz target: its harness module and the StepperKit products it needs.
func fuzzTarget(_ name: String, _ products: [String], path: String? = nil, exclude: [String] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: products.map { .product(name: $0, package: "StepperKit") },
        path: path,
        exclude: exclude,
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
}

let package = Package(
    name: "StepperKitFuzz",
    dependencies: [.package(name: "StepperKit", path: "..")],
    targets: [
        fuzzTarget("FuzzCatalogReader", ["StepperKitLocalization"]),
        fuzzTarget("FuzzFormatString", ["StepperKitLocalization"]),
        fuzzTarget("FuzzNumberParser", ["StepperKitLocalization"]),
        fuzzTarget("FuzzStepperTheme", ["StepperKit"]),
        // The CLI is an executable target, which another package cannot import: `CLI` is a link to
        // Sources/stepperkit, compiled into the harness without its `main.swift`.
        fuzzTarget("FuzzCLIArguments", ["StepperKitLocalization", "StepperKitText", "StepperKit"], exclude: ["CLI/main.swift"]),
    ],
    swiftLanguageModes: [.v6]
)
