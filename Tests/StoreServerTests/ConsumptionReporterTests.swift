#if Server
import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import Crypto
import Foundation
import LocalAppStore
import Logging
import StoreHelperFixtures
import StoreKitInterface
import StoreStorage
import Testing

@testable import StoreServer

/// The consumption information the server builds is never a body the App Store refuses
/// (AppStoreModels' `ConsumptionRequest.refusal(for:)`, the rules the local App Store enforces too).
@Suite struct ConsumptionReporterTests {
    @Test func everyBodyTheReporterBuildsPassesTheAppStoresRules() async throws {
        var store = try Florist.store(["environment": "Sandbox"])
        var ids: [String] = []
        for (product, quantity) in [(Florist.plant, 2), (Florist.gold, 1), (Florist.large, 1), (Florist.seasonal, 1)] {
            guard case .purchased(let signed) = try store.purchase(product, options: PurchaseOptions(quantity: quantity)) else {
                throw StoreError.invalidAction("not purchased")
            }
            ids.append(signed.payload.transactionId ?? "")
        }
        let storage = MemoryServerStorage()
        try await storage.storeTransactions(
            store.transactions(for: LocalAppStore.defaultAccountId).map(\.signed),
            renewalInfos: [],
            appUserId: "alice",
            at: Florist.start
        )
        let key = try InAppPurchaseKey(pem: P256.Signing.PrivateKey().pemRepresentation, keyId: "K", issuerId: "I", bundleId: Florist.bundleId)
        let reporter = ConsumptionReporter(
            storage: storage,
            api: EnvironmentRouter(key: key),
            clock: MockClock(Florist.start),
            logger: Logger(label: "test")
        )
        for id in ids + ["unknown-to-the-server"] {
            let (body, type) = try await reporter.information(for: .init(transactionId: id, originalTransactionId: id, requestedDate: 0))
            #expect(body.refusal(for: type) == nil, "\(id) \(type?.rawValue ?? "unknown"): \(body)")
            #expect(type == .consumable || body.consumptionPercentage == nil, "a percentage only for a consumable")
        }
    }
}
#endif
