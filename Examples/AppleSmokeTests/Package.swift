// swift-tools-version:6.1
import PackageDescription

// Apple's StoreKit under StoreKitTest, through StoreHelperStoreKit, as an app's tests would run it: a package of
// its own that depends on StoreHelper by path with its default traits (the client half alone), so its build
// drags in nothing of the server half. macOS only (.github/workflows/apple.yml:
// `swift test --package-path Examples/AppleSmokeTests`); elsewhere it builds an empty test target.
let package = Package(
    name: "AppleSmokeTests",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "StoreHelper", path: "../.."),
        .package(url: "https://github.com/apple/swift-certificates.git", from: "1.21.0"),
    ],
    targets: [
        .testTarget(
            name: "StoreKitSmokeTests",
            dependencies: [
                .product(name: "StoreHelper", package: "StoreHelper"),
                .product(name: "StoreHelperStoreKit", package: "StoreHelper"),
                .product(name: "AppStoreSignature", package: "StoreHelper"),
                .product(name: "X509", package: "swift-certificates"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
