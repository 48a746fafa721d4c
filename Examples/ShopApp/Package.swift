// swift-tools-version: 6.0
// ShopApp: an app that uses StepperKit through its public API only — its own style and theme, its own
// String Catalog layered over the kit's, cart totals in several locales, and tests of its plural and
// locale output. `make test` in the repository builds and tests it.

import PackageDescription

let package = Package(
    name: "ShopApp",
    dependencies: [.package(name: "StepperKit", path: "../..")],
    targets: [
        // The app's screens and strings. Its catalog and theme are compiled in as bytes
        // (`.embedInCode`): nothing to copy next to the binary, no `Bundle.module` to lose.
        .target(
            name: "ShopKit",
            dependencies: [.product(name: "StepperKit", package: "StepperKit")],
            resources: [.embedInCode("Resources/Localizable.xcstrings"), .embedInCode("Resources/Sage.json")]
        ),
        .executableTarget(name: "shop", dependencies: ["ShopKit"]),
        // StepperKitTesting: the plural matrix, fit and snapshot expectations of the app's tests.
        .testTarget(
            name: "ShopKitTests",
            dependencies: ["ShopKit", .product(name: "StepperKitTesting", package: "StepperKit")],
            // The snapshot baselines are read from the source tree by path, not bundled.
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
