// Runs only on macOS, in .github/workflows/apple.yml (`swift test --package-path Examples/AppleSmokeTests`): Apple's
// StoreKit under StoreKitTest, through the adapter. It has never run: no Mac was available where it was written
// (see the README).
#if canImport(StoreKitTest)
import AppStoreSignature
import Foundation
import StoreHelper
import StoreHelperStoreKit
import StoreKit
import StoreKitTest
import Testing
import X509

/// StoreHelper over Apple's StoreKit in a `SKTestSession` on the florist's `.storekit` file: buy, renew and
/// refund through `StoreKitStore`, with entitlements right after each.
@MainActor
@Suite(.serialized)
struct StoreKitSmokeTests {
    /// The repository: four folders above this file (Examples/AppleSmokeTests/Tests/StoreKitSmokeTests).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let silver = "com.storehelper.subscription.vip.silver"
    static let large = "com.storehelper.nonconsumable.flowers-large"

    @Test func buyRenewAndRefundThroughTheAdapter() async throws {
        let session = try SKTestSession(contentsOf: Self.root.appendingPathComponent("Examples/Florist/Products.storekit"))
        session.resetToDefaultState()
        session.disableDialogs = true
        session.clearTransactions()
        let store = StoreKitStore()

        // StoreKit testing signs with Xcode's own certificate: pin the one the session's first token carries.
        let large = try #require(try await Product.products(for: [Self.large]).first)
        guard case .success(let first) = try await large.purchase() else {
            Issue.record("StoreKitTest did not sell \(Self.large)")
            return
        }
        let helper = StoreHelper(
            configuration: try ProductConfiguration(contentsOf: Self.root.appendingPathComponent("Examples/Florist/Products.plist")),
            store: store,
            verifier: SignedDataVerifier(
                trust: .xcode(try Self.leaf(of: first.jwsRepresentation)),
                policy: try VerificationPolicy(environment: .xcode)
            ),
            ledger: try ConsumableLedger(store: InMemoryLedgerStore())
        )
        await helper.start()
        #expect(try await helper.isPurchased(productId: Self.large))

        let silver = try #require(helper.product(Self.silver))
        let bought = try await helper.purchase(silver)
        #expect(bought.transaction?.productId == Self.silver)
        #expect(try await helper.isPurchased(productId: Self.silver))

        try await session.forceRenewalOfSubscription(productIdentifier: Self.silver)
        await helper.catchUp()
        #expect(try await helper.isPurchased(productId: Self.silver), "renewed")

        let latest = try #require(await Transaction.latest(for: Self.silver))
        try session.refundTransaction(identifier: UInt(latest.unsafePayloadValue.id))
        await helper.catchUp()
        #expect(!(try await helper.isPurchased(productId: Self.silver)), "refunded")
    }

    /// The signing certificate in a token's `x5c` header.
    static func leaf(of jws: String) throws -> Certificate {
        var header = String(jws.prefix { $0 != "." }).replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        header += String(repeating: "=", count: (4 - header.count % 4) % 4)
        let json = try JSONSerialization.jsonObject(with: try #require(Data(base64Encoded: header))) as? [String: Any]
        let der = try #require((json?["x5c"] as? [String])?.first.flatMap { Data(base64Encoded: $0) })
        return try Certificate(derEncoded: Array(der))
    }
}
#endif
