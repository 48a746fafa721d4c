// swift-tools-version: 6.0
// StepperKit: commerce quantity controls with ICU localization, text layout and renderers.

import PackageDescription

let package = Package(
    name: "StepperKit",
    products: [
        .library(name: "StepperKitLocalization", targets: ["StepperKitLocalization"]),
        .library(name: "StepperKitText", targets: ["StepperKitText"]),
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
        // The kit's own String Catalogs (en source, es), compiled into the library as bytes and read
        // once by `Localizer.kit`: unchanged `.xcstrings` files, no resource bundle to lose.
        .target(
            name: "StepperKitStrings",
            path: "Localizations",
            resources: [.embedInCode("Localizable.xcstrings"), .embedInCode("Demo.xcstrings")]
        ),
        .target(name: "StepperKitLocalization", dependencies: ["CICU", "StepperKitStrings"]),

        // HarfBuzz, FreeType and fontconfig import directly into Swift through pkg-config module maps.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .target(
            name: "StepperKitText",
            dependencies: ["CICU", "CHarfBuzz", "CFreeType", "CFontconfig"],
            // Compiled into the module as bytes: no resource bundle to lose when the binary moves.
            resources: [.embedInCode("Resources/DynamicType.json")]
        ),

        .target(
            name: "StepperKit",
            dependencies: ["StepperKitLocalization", "StepperKitText"],
            resources: [.embedInCode("Resources/Icons.json")]
        ),
        .executableTarget(name: "stepperkit", dependencies: ["StepperKitLocalization", "StepperKitText", "StepperKit"]),

        // Benchmarks: the kit against its peers, in one run. `CICUBenchFloor` is the plain C floor.
        .target(
            name: "CICUBenchFloor",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(name: "CHarfBuzzBenchFloor", dependencies: ["CHarfBuzz"]),
        .executableTarget(
            name: "stepperkit-bench",
            dependencies: ["StepperKitLocalization", "StepperKitText", "StepperKit", "CICUBenchFloor", "CHarfBuzzBenchFloor"]
        ),

        .testTarget(name: "StepperKitLocalizationTests", dependencies: ["StepperKitLocalization"]),
        // FreeType gives the text tests an independent path to the fonts' advances.
        .testTarget(name: "StepperKitTextTests", dependencies: ["StepperKitText", "CFreeType"]),
        .testTarget(name: "StepperKitTests", dependencies: ["StepperKit", "StepperKitLocalization", "StepperKitText"]),
        .testTarget(name: "stepperkitTests", dependencies: ["stepperkit"]),
    ],
    swiftLanguageModes: [.v6]
)
