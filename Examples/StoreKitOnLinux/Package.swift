// swift-tools-version:6.1
import PackageDescription

// An app's own StoreKit 2 code, written as Apple's StoreKit documentation shows, and its tests on SKTestSession: on
// a Mac they run on Apple's StoreKit and StoreKitTest; on Linux on StoreHelper's (a local App Store selling the
// `.storekit` file's catalog). Only the Linux build names StoreHelper's modules, so a Mac never sees a second
// StoreKit. `.ci/run` builds and tests it on Linux (scripts/app-package/check.sh).
let package = Package(
    name: "StoreKitOnLinux",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [],
    targets: [
        .target(name: "PurchaseManager"),
        .testTarget(name: "PurchaseManagerTests", dependencies: ["PurchaseManager"], resources: [.copy("Products.storekit")]),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
package.dependencies.append(.package(name: "StoreHelper", path: "../.."))
for target in package.targets {
    let module = target.type == .test ? "StoreKitTest" : "StoreKit"
    target.dependencies.append(.product(name: module, package: "StoreHelper", condition: .when(platforms: [.linux])))
    if target.type == .test {
        target.dependencies.append(.product(name: "StoreKit", package: "StoreHelper", condition: .when(platforms: [.linux])))
    }
}
#endif
