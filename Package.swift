// swift-tools-version: 6.0
// StepperKit: commerce quantity controls with ICU localization, text layout and renderers.

import PackageDescription

let package = Package(
    name: "StepperKit",
    products: [
        .library(name: "StepperKitLocalization", targets: ["StepperKitLocalization"]),
        .executable(name: "stepperkit", targets: ["stepperkit"]),
    ],
    targets: [
        // C shim over the system ICU. Its public header declares no ICU types, because ICU's headers
        // collide with Foundation's bundled ICU when both reach one Swift module.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // The kit's own String Catalogs (en source, es), copied unchanged into a resource bundle and
        // read at run time by `Localizer.kit`. `.copy`, because `.process` would ask for Xcode's compiler.
        .target(
            name: "StepperKitStrings",
            path: "Localizations",
            resources: [.copy("Localizable.xcstrings"), .copy("Demo.xcstrings")]
        ),
        .target(name: "StepperKitLocalization", dependencies: ["CICU", "StepperKitStrings"]),
        .executableTarget(name: "stepperkit", dependencies: ["StepperKitLocalization"]),

        // Benchmarks: the kit against its peers, in one run. `CICUBenchFloor` is the plain C floor.
        .target(
            name: "CICUBenchFloor",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .executableTarget(
            name: "stepperkit-bench",
            dependencies: ["StepperKitLocalization", "CICUBenchFloor"]
        ),

        .testTarget(name: "StepperKitLocalizationTests", dependencies: ["StepperKitLocalization"]),
        .testTarget(name: "stepperkitTests", dependencies: ["stepperkit"]),
    ],
    swiftLanguageModes: [.v6]
)
