import AppStoreModels
import AppStoreSignature
import Foundation
import LocalAppStore
import StoreHelperFixtures
import SwiftASN1
import Testing
import X509

/// Every token the store issues verifies at full strength against the exported root.
@Suite struct SigningTests {
    typealias F = Florist

    /// A store that went through most of the lifecycle, so every kind of token exists.
    static func busyStore(environment: String) throws -> LocalAppStore {
        var store = try F.store(["environment": environment, "gracePeriod": "on"])
        try store.addAccount("parent", familyId: "smiths")
        try store.addAccount("child", familyId: "smiths")
        _ = try store.buy(F.large, account: "parent")
        _ = try store.buy(F.plant)
        _ = try store.buy(F.bronze)
        try store.advance(by: 35 * F.day)
        _ = try store.buy(F.gold)
        _ = try store.buy(F.silver)
        try store.set("billingRetry", to: "on")
        try store.advance(by: 40 * F.day)
        try store.requestTestNotification()
        try store.refund(try #require(store.payloads("parent").first?.transactionId))
        return store
    }

    static func verifier(for store: LocalAppStore, bundleId: String = F.bundleId) throws -> SignedDataVerifier {
        let root = try Certificate(derEncoded: try store.rootCertificateDER())
        return SignedDataVerifier(
            trust: .roots([root]),
            policy: try VerificationPolicy(bundleId: bundleId, environment: store.environment),
            cacheCapacity: 0
        )
    }

    @Test(arguments: ["LocalTesting", "Sandbox", "Xcode"])
    func everyTokenVerifiesAgainstTheExportedRoot(environment: String) async throws {
        let store = try Self.busyStore(environment: environment)
        let verifier = try Self.verifier(for: store)
        #expect(store.transactions.count == 6)  // 2 flowers (one family copy), plant, bronze, its renewal, gold
        for record in store.transactions {
            let payload = try await verifier.verifyTransaction(record.jws)
            #expect(payload == record.payload)
            #expect(payload.environment?.rawValue == environment)
        }
        for subscription in store.subscriptions {
            let info = try await verifier.verifyRenewalInfo(try store.signedRenewalInfo(for: subscription))
            #expect(info.originalTransactionId == subscription.originalTransactionId)
        }
        var nested = 0
        for entry in store.outbox {
            let notification = try await verifier.verifyNotification(entry.signedPayload)
            #expect(notification.payload.notificationType == entry.notificationType)
            #expect(notification.payload.notificationUUID == entry.notificationUUID)
            if notification.transaction != nil { nested += 1 }
        }
        #expect(nested == store.outbox.count - 1)  // all but TEST carry a transaction
    }

    @Test func anotherBundleIdOrRootIsRejected() async throws {
        let store = try Self.busyStore(environment: "LocalTesting")
        let jws = try #require(store.transactions.first?.jws)
        let wrongBundle = try Self.verifier(for: store, bundleId: "com.example.other")
        await #expect(throws: VerificationError.self) { try await wrongBundle.verifyTransaction(jws) }
        let apple = SignedDataVerifier(trust: .apple, policy: try VerificationPolicy(bundleId: F.bundleId, environment: .localTesting))
        await #expect(throws: VerificationError.self) { try await apple.verifyTransaction(jws) }
        let sandboxPolicy = SignedDataVerifier(
            trust: .roots([try Certificate(derEncoded: try store.rootCertificateDER())]),
            policy: try VerificationPolicy(bundleId: F.bundleId, environment: .sandbox)
        )
        await #expect(throws: VerificationError.self) { try await sandboxPolicy.verifyTransaction(jws) }
    }

    @Test func productionIsNeverSigned() throws {
        var store = try F.store()
        #expect(throws: StoreError.self) { try store.set("environment", to: "Production") }
        #expect(store.environment == .localTesting)
    }
}
