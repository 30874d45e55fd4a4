#!/usr/bin/env bash
# An app that adds this package for its client products resolves, checks out and builds only what they need.
# A throwaway app package (Package.swift below: an app target on StoreHelper, StoreHelperStoreKit and StoreHelperUI, its tests
# on StoreHelperLocal) depends on this repository's committed HEAD by URL, as an app would, with the package's
# default traits; `swift package resolve` must check out exactly the client half's packages, and the app and its
# tests must build. On Linux, Examples/StoreKitOnLinux and Examples/FloristApp (packages of their own) are then built and tested on the same commit. Usage: scripts/app-package/check.sh [--no-build]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
expected="StoreHelper swift-asn1 swift-certificates swift-crypto swift-log"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git clone -q --bare "$root" "$work/StoreHelper.git"
revision=$(git -C "$root" rev-parse HEAD)
mkdir -p "$work/App/Sources/App" "$work/App/Tests/AppTests"
cat > "$work/App/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(url: "file://$work/StoreHelper.git", revision: "$revision")],
    targets: [
        .target(name: "App", dependencies: [
            .product(name: "StoreHelper", package: "StoreHelper"), .product(name: "StoreHelperStoreKit", package: "StoreHelper"),
            .product(name: "StoreHelperUI", package: "StoreHelper"),
        ]),
        .testTarget(name: "AppTests", dependencies: ["App", .product(name: "StoreHelperLocal", package: "StoreHelper")]),
    ]
)
MANIFEST
cat > "$work/App/Sources/App/Shop.swift" <<'SWIFT'
import Foundation
import StoreHelper
import StoreHelperStoreKit
import StoreHelperUI

/// The shop's sections and a purchase button's state for each product, as the app's views show them.
@MainActor public func shop(_ helper: StoreHelper) -> [(ShopSection, [PurchaseButtonState])] {
    ShopSection.sections(of: helper.products).map { section in
        (section, section.products.map { PurchaseButtonState(product: $0, helper: helper) })
    }
}

/// What an app does at launch: StoreHelper over Apple's StoreKit (the stand-in on Linux).
@MainActor public func makeHelper(configuration: ProductConfiguration, ledger: URL) throws -> StoreHelper {
    StoreHelper(
        configuration: configuration,
        store: StoreKitStore(),
        verifier: SignedDataVerifier(policy: try VerificationPolicy(bundleId: "com.example.app", appAppleId: 1, environments: [.production, .sandbox])),
        ledger: try ConsumableLedger(store: FileLedgerStore(url: ledger))
    )
}
SWIFT
cat > "$work/App/Tests/AppTests/ShopTests.swift" <<'SWIFT'
import StoreHelperLocal
import Testing

@Test func theLocalStoreIsThereForTests() {
    #expect(LocalAppStore.defaultAccountId.isEmpty == false)
}
SWIFT

cd "$work/App"
swift package resolve > "$work/resolve.log" 2>&1 || { cat "$work/resolve.log"; exit 1; }
checked_out=$(ls .build/checkouts | sort | paste -sd' ')
if [ "$checked_out" != "$expected" ]; then
    echo "app-package: an app on StoreHelper, StoreHelperStoreKit, StoreHelperUI and StoreHelperLocal checked out: $checked_out" >&2
    echo "app-package: expected only: $expected" >&2
    exit 1
fi
echo "app-package: an app on the client products resolves $(echo "$checked_out" | wc -w) packages: $checked_out"
if [ "${1:-}" != "--no-build" ]; then
    start=$(date +%s)
    swift build --build-tests > "$work/build.log" 2>&1 || { tail -n 40 "$work/build.log"; exit 1; }
    echo "app-package: the app and its tests build on them alone ($(( $(date +%s) - start )) s)"
    # The example packages, on StoreHelper's StoreKit (Linux only), each depending on the same commit as the app above and
    # sharing its build directory: Examples/StoreKitOnLinux (an app's own StoreKit code and its SKTestSession tests,
    # unmodified) and Examples/FloristApp (the florist app's UI-free FloristShop and its tests; its SwiftUI app is
    # type-checked as iOS and macOS by scripts/apple-typecheck/check.py). Each is copied with Examples/Florist beside it,
    # whose `.storekit` file its tests read.
    if [ "$(uname)" = Linux ]; then
        mkdir -p "$work/Examples"
        cp -R "$root/Examples/Florist" "$work/Examples/Florist"
        for example in StoreKitOnLinux FloristApp; do
            start=$(date +%s)
            copy="$work/Examples/$example"
            cp -R "$root/Examples/$example" "$copy"
            rm -rf "$copy/.build"
            sed -i "s|.package(name: \"StoreHelper\", path: \"../..\")|.package(url: \"file://$work/StoreHelper.git\", revision: \"$revision\")|" \
                "$copy/Package.swift"
            grep -q "file://$work/StoreHelper.git" "$copy/Package.swift" || { echo "app-package: $example's dependency was not rewritten" >&2; exit 1; }
            swift test --package-path "$copy" --scratch-path "$work/App/.build" > "$work/$example.log" 2>&1 \
                || { tail -n 60 "$work/$example.log"; exit 1; }
            passed=$(grep -Eo "Test run with [0-9]+ tests" "$work/$example.log" | tail -n 1)
            echo "app-package: Examples/$example on StoreHelper's StoreKit: ${passed:-no test ran} passed ($(( $(date +%s) - start )) s)"
            [ -n "$passed" ] || exit 1
        done
    fi
fi
