import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKitInterface
import Testing

/// The app's own transaction (`AppTransaction.shared`) reaches the app verified, or not at all.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppTransactionTests {
    @Test func theAppTransactionIsVerifiedAndDatesFromTheFirstPurchase() async throws {
        var store = try Florist.store()
        try store.advance(by: 3600)
        guard case .purchased(let signed) = try store.purchase(Florist.large) else { throw StoreError.invalidAction("not purchased") }
        let bought = try #require(signed.payload.purchaseDate)
        try store.advance(by: 86_400)
        let shop = try await Shop(store)
        let app = try await shop.helper.appTransaction()
        #expect(app.bundleId == Florist.bundleId && app.appTransactionId == "0")
        #expect(app.originalPurchaseDate == bought && app.originalApplicationVersion == "1")
        #expect(app.receiptType == store.environment)
    }

    @Test func aSimulatedStoreKitErrorIsThrownAsTheStores() async throws {
        let shop = try await Shop(try Florist.store(["error.appTransaction": "networkError"]))
        let failure = await #expect(throws: StoreHelperError.self) { try await shop.helper.appTransaction() }
        #expect(failure?.kind == .store && failure?.description.contains("networkError") == true)
    }

    @Test func anAppTransactionThatDoesNotVerifyIsRefused() async throws {
        let shop = try await Shop(wrap: { BrokenAppTransactionStore(base: $0) })
        let failure = await #expect(throws: StoreHelperError.self) { try await shop.helper.appTransaction() }
        #expect(failure?.kind == .verification)
    }
}

/// Hands over the app transaction with its signature broken.
struct BrokenAppTransactionStore: ForwardingStore {
    let base: LocalStore
    var updates: AsyncStream<StoreUpdate> { base.updates }
    func appTransaction() async throws(StoreFailure) -> SignedJWS { SignedJWS(String(try await base.appTransaction().compact.dropLast(4)) + "AAAA") }
}
