// swift-tools-version: 6.0
// StepperKit: commerce quantity controls with ICU localization, text layout and renderers.

import PackageDescription

let package = Package(
    name: "StepperKit",
    products: [
        .library(name: "StepperKitLocalization", targets: ["StepperKitLocalization"]),
        .library(name: "StepperKit", targets: ["StepperKit"]),
        .executable(name: "stepperkit", targets: ["stepperkit"]),
    ],
    targets: [
        // C shim over the system ICU. Its public header declares no ICU types, because ICU's headers
        // collide with Foundation's bundled ICU when both reach one Swift module.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(name: "StepperKitLocalization", dependencies: ["CICU"]),
        .target(name: "StepperKit", dependencies: ["StepperKitLocalization"]),
        .executableTarget(name: "stepperkit", dependencies: ["StepperKitLocalization", "StepperKit"]),

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
        .testTarget(name: "StepperKitTests", dependencies: ["StepperKit"]),
        .testTarget(name: "stepperkitTests", dependencies: ["stepperkit"]),
    ],
    swiftLanguageModes: [.v6]
)
