// swift-tools-version:6.1
import PackageDescription

// The florist shop as an app: `FloristApp` (the SwiftUI `App`, its windows and screens, from StoreHelperUI) over
// `FloristShop` (what the app makes at launch: its catalog, StoreHelper over StoreKit, the verifier it trusts), whose
// tests need no screen. A package of its own that depends on StoreHelper by path with its default traits (the client
// half alone), as an app would. On a Mac: open this Package.swift in Xcode and run the FloristApp scheme on My Mac,
// with Examples/Florist/Products.storekit as the scheme's StoreKit configuration (README.md). Linux has no SwiftUI:
// there the package is FloristShop and its tests, over StoreHelper's StoreKit on Linux (`.ci/run`,
// scripts/app-package/check.sh), and the app's code is type-checked as iOS and as macOS by
// scripts/apple-typecheck/check.py.
let package = Package(
    name: "FloristApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "StoreHelper", path: "../..")],
    targets: [
        .target(
            name: "FloristShop",
            dependencies: [
                .product(name: "StoreHelper", package: "StoreHelper"), .product(name: "StoreHelperStoreKit", package: "StoreHelper"),
                .product(name: "StoreHelperUI", package: "StoreHelper"), .product(name: "AppStoreSignature", package: "StoreHelper"),
            ]
        ),
        .testTarget(name: "FloristShopTests", dependencies: ["FloristShop"]),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// StoreKit and StoreKitTest are StoreHelper's on Linux (Linux only: on a Mac they are Apple's).
for target in package.targets where target.type == .test {
    target.dependencies += [
        .product(name: "StoreKit", package: "StoreHelper", condition: .when(platforms: [.linux])),
        .product(name: "StoreKitTest", package: "StoreHelper", condition: .when(platforms: [.linux])),
    ]
}
#else
package.products = [.executable(name: "FloristApp", targets: ["FloristApp"])]
package.targets.append(
    .executableTarget(
        name: "FloristApp",
        dependencies: [
            "FloristShop", .product(name: "StoreHelperUI", package: "StoreHelper"),
            .product(name: "StoreHelperStoreKit", package: "StoreHelper"),
        ]
    )
)
#endif
