// swift-tools-version: 6.0
// StepperKit: commerce quantity controls with ICU localization, text layout and renderers.

import PackageDescription

/// A libFuzzer target: one file in Fuzz/NAME, with the replaying `main` of FuzzReplay.
func fuzzTarget(_ name: String, dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: dependencies + ["FuzzReplay"], path: "Fuzz/\(name)")
}

let package = Package(
    name: "StepperKit",
    products: [
        .library(name: "StepperKitLocalization", targets: ["StepperKitLocalization"]),
        .library(name: "StepperKitText", targets: ["StepperKitText"]),
        .library(name: "StepperKitUI", targets: ["StepperKitUI"]),
        .library(name: "StepperKit", targets: ["StepperKit"]),
        .library(name: "StepperKitCheck", targets: ["StepperKitCheck"]),
        .library(name: "StepperKitTesting", targets: ["StepperKitTesting"]),
        .executable(name: "stepperkit", targets: ["stepperkit-tool"]),
        // `swift package stepperkit-check`: the check on a package's own catalogs, with its configuration.
        .plugin(name: "StepperKitCheckPlugin", targets: ["StepperKitCheckPlugin"]),
    ],
    targets: [
        // C shim over the system ICU. Its public header declares no ICU types, because ICU's headers
        // collide with Foundation's bundled ICU when both reach one Swift module.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // The kit's data (Dynamic Type table, icons, built-in themes) and its String Catalog (en source,
        // es), compiled in as bytes: unchanged files at the top level, no resource bundle to lose.
        .target(
            name: "StepperKitResources",
            path: "Resources",
            resources: [
                .embedInCode("DynamicType.json"), .embedInCode("Icons.json"),
                .embedInCode("Themes/mint.json"), .embedInCode("Themes/midnight.json"),
            ]
        ),
        .target(
            name: "StepperKitStrings",
            path: "Localizations",
            resources: [.embedInCode("Localizable.xcstrings")]
        ),
        // What the libraries share and do not publish (package access, no product), as swift-collections
        // keeps InternalCollectionsUtilities: file checks and the atomic writer, one bounded cache, one
        // bounded concurrent map, and the escaping every output format needs. It depends on nothing.
        .target(name: "StepperKitSupport"),
        .target(name: "StepperKitLocalization", dependencies: ["CICU", "StepperKitSupport"]),

        // HarfBuzz, FreeType and fontconfig import directly into Swift through pkg-config module maps.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // libhyphen has no pkg-config file: its header is in /usr/include, the library is `hyphen`.
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        .target(
            name: "StepperKitText",
            dependencies: ["CICU", "CHarfBuzz", "CFreeType", "CFontconfig", "CHyphen", "StepperKitResources", "StepperKitSupport"]
        ),

        // The engine: nodes, layout, environment, renderers and the audit. It knows no steppers.
        .target(name: "StepperKitUI", dependencies: ["StepperKitLocalization", "StepperKitText", "StepperKitResources", "StepperKitSupport"]),
        // The components, their models and styles, and the kit's own strings.
        .target(name: "StepperKit", dependencies: ["StepperKitUI", "StepperKitStrings", "StepperKitResources", "StepperKitSupport"]),
        // `stepperkit check` of app catalogs, and the one diagnostic vocabulary and report formats that the check,
        // the catalog linter and the accessibility audit share.
        .target(name: "StepperKitCheck", dependencies: ["StepperKit", "StepperKitUI", "StepperKitLocalization", "StepperKitText", "StepperKitSupport"]),
        // For users' test targets: plural × locale matrices, fit, snapshots and screen assertions as
        // Swift Testing expectations. `Testing` comes with the toolchain, so a library target imports it.
        .target(name: "StepperKitTesting", dependencies: ["StepperKitCheck", "StepperKit", "StepperKitSupport"]),
        // The demo scenes shown by `stepperkit demo` and measured by the benchmarks: not a product.
        .target(
            name: "StepperKitDemo",
            dependencies: ["StepperKit"],
            resources: [.embedInCode("Demo.xcstrings"), .embedInCode("DemoIcons.json")]
        ),
        // The command-line tool. Its commands are the module `stepperkit`, which its tests and the fuzz
        // target of its argument parser import (no target can import an executable's code);
        // `stepperkit-tool` is only its `main.swift`, built as the product `stepperkit`.
        .target(name: "stepperkit", dependencies: ["StepperKitLocalization", "StepperKitText", "StepperKit", "StepperKitCheck", "StepperKitDemo", "StepperKitSupport"]),
        .executableTarget(name: "stepperkit-tool", dependencies: ["stepperkit", "StepperKitLocalization"]),

        // `swift package stepperkit-check` in any package that depends on StepperKit.
        .plugin(
            name: "StepperKitCheckPlugin",
            capability: .command(
                intent: .custom(verb: "stepperkit-check", description: "Check the package's String Catalogs with stepperkit check.")
            ),
            dependencies: ["stepperkit-tool"]
        ),

        // Benchmarks: the kit against its peers, in one run. `CICUBenchFloor` is the plain C floor.
        .target(
            name: "CICUBenchFloor",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(name: "CHarfBuzzBenchFloor", dependencies: ["CHarfBuzz"]),
        .executableTarget(
            name: "stepperkit-bench",
            dependencies: ["StepperKitLocalization", "StepperKitText", "StepperKit", "StepperKitCheck", "StepperKitDemo", "CICUBenchFloor", "CHarfBuzzBenchFloor"]
        ),

        // What several test targets share: a PNG reader for screenshots and a temporary folder with FIFOs.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "StepperKitSupportTests", dependencies: ["StepperKitSupport", "TestSupport"]),
        .testTarget(name: "StepperKitLocalizationTests", dependencies: ["StepperKitLocalization", "StepperKitSupport", "TestSupport"]),
        // FreeType gives the text tests an independent path to the fonts' advances.
        .testTarget(name: "StepperKitTextTests", dependencies: ["StepperKitText", "StepperKitSupport", "CFreeType"]),
        .testTarget(name: "StepperKitUITests", dependencies: ["StepperKitUI", "StepperKitLocalization", "StepperKitText", "TestSupport"]),
        .testTarget(name: "StepperKitTests", dependencies: ["StepperKit", "StepperKitLocalization", "StepperKitText", "StepperKitSupport", "TestSupport"]),
        // Corpus/ holds a real app's catalog the tests read from the source tree.
        .testTarget(name: "StepperKitCheckTests", dependencies: ["StepperKitCheck", "TestSupport"], exclude: ["Corpus"]),
        .testTarget(name: "StepperKitTestingTests", dependencies: ["StepperKitTesting", "StepperKit", "TestSupport"]),
        .testTarget(name: "StepperKitDemoTests", dependencies: ["StepperKitDemo", "StepperKit", "StepperKitCheck", "TestSupport"]),
        // The reliability tests also run the built binary, and the signal tests the tool with a pause
        // before each rename (the test seam, built beside the tool but never part of it).
        .executableTarget(name: "stepperkit-pausing", dependencies: ["stepperkit", "StepperKitLocalization", "StepperKitSupport"], path: "Tests/PausingTool"),
        .testTarget(name: "stepperkitTests", dependencies: ["stepperkit", "stepperkit-tool", "stepperkit-pausing", "TestSupport"]),

        // libFuzzer targets (`make fuzz`, RELIABILITY.md): each is one `@_cdecl("LLVMFuzzerTestOneInput")`
        // function. Built with `-DFUZZING` and `-sanitize=fuzzer`, libFuzzer supplies `main`; in every other
        // build (so `swift build` keeps them compiling) their `main` replays the files it is given.
        .target(name: "FuzzReplay", path: "Fuzz/FuzzReplay"),
        fuzzTarget("FuzzCatalogReader", dependencies: ["StepperKitLocalization"]),
        fuzzTarget("FuzzFormatString", dependencies: ["StepperKitLocalization"]),
        fuzzTarget("FuzzNumberParser", dependencies: ["StepperKitLocalization"]),
        fuzzTarget("FuzzStepperTheme", dependencies: ["StepperKit", "StepperKitDemo"]),
        fuzzTarget("FuzzCLIArguments", dependencies: ["stepperkit", "StepperKitCheck", "TestSupport"]),
        // What the check's fuzz targets share: reading fields from the input, and the checks every report format must pass.
        .target(name: "FuzzSupport", dependencies: ["StepperKitCheck"], path: "Fuzz/FuzzSupport"),
        fuzzTarget("FuzzReportWriters", dependencies: ["StepperKitCheck", "FuzzSupport"]),
        fuzzTarget("FuzzCheckConfiguration", dependencies: ["StepperKitCheck", "FuzzSupport"]),
        fuzzTarget("FuzzCheckCatalog", dependencies: ["StepperKitCheck", "FuzzSupport"]),
        // Views written as SwiftUI's documentation writes them, compiled unchanged against the engine
        // (README's first example is one); their test lays them out and audits them. Not a product.
        .target(name: "SwiftUIShapedViews", dependencies: ["StepperKitUI"], path: "Examples/SwiftUIShapedViews", exclude: ["README.md"]),
        .testTarget(name: "SwiftUIShapedViewsTests", dependencies: ["SwiftUIShapedViews", "StepperKitUI", "StepperKit"]),
        // README's, the DocC catalogs' and the libraries' doc comments' Swift examples, generated into
        // functions so the build checks them against the public API (plain imports, no @testable).
        .testTarget(
            name: "DocSnippetTests",
            dependencies: ["StepperKit", "StepperKitUI", "StepperKitLocalization", "StepperKitText", "StepperKitCheck", "StepperKitTesting", "StepperKitDemo"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every Swift target: an import is internal unless it says `public`, so no dependency leaks into a
// module's API by accident.
for target in package.targets where target.type != .system && target.type != .plugin && !target.name.hasPrefix("C") {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("InternalImportsByDefault")]
}
