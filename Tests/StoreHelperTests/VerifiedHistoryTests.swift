#if Server
import Foundation
import LocalAppStore
import NIOConcurrencyHelpers
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKitInterface
import Testing

/// Counts how often the helper reads the customer's whole history from the store.
struct CountingStore: ForwardingStore {
    let base: LocalStore
    let reads = NIOLockedValueBox(0)
    var updates: AsyncStream<StoreUpdate> { base.updates }
    func allTransactions() async throws(StoreFailure) -> [SignedJWS] {
        reads.withLockedValue { $0 += 1 }
        return try await base.allTransactions()
    }
}

/// The helper answers from the verified history it keeps: read once at `start()`, fed by purchases and
/// updates, read again by `catchUp()`, `refreshEntitlements()` and when the store's clock reaches a change.
@MainActor
@Suite struct VerifiedHistoryTests {
    @Test func questionsAnswerFromTheKeptHistoryWithoutReadingTheStoreAgain() async throws {
        var counting: CountingStore?
        let shop = try await Shop(wrap: { device in
            let store = CountingStore(base: device)
            counting = store
            return store
        })
        let store = try #require(counting)
        let afterStart = store.reads.withLockedValue { $0 }
        #expect(afterStart == 1, "start() reads the history once")

        _ = try await shop.helper.purchase(try shop.product(Florist.large))
        for _ in 0..<5 { #expect(try await shop.helper.isPurchased(productId: Florist.large)) }
        #expect(try await shop.helper.purchaseInfo(for: Florist.large)?.productId == Florist.large)
        #expect(store.reads.withLockedValue { $0 } == afterStart, "the purchase fed the history; no question read it again")

        await shop.helper.catchUp()
        #expect(store.reads.withLockedValue { $0 } == afterStart + 1, "catchUp reads it again")
    }

    @Test func aTransactionTheStoreDeletedIsForgottenWhenTheHistoryIsReadAgain() async throws {
        let shop = try await Shop()
        let outcome = try await shop.helper.purchase(try shop.product(Florist.large))
        guard case .purchased(let transaction) = outcome else {
            Issue.record("not purchased: \(outcome)")
            return
        }
        #expect(try await shop.helper.isPurchased(productId: Florist.large))

        try await shop.session { store in try store.deleteTransaction(transaction.id) }
        await shop.helper.catchUp()
        #expect(try await shop.helper.isPurchased(productId: Florist.large) == false)
        #expect(try await shop.helper.purchaseInfo(for: Florist.large) == nil)
    }

    @Test func anOlderVersionHandedOverAgainDoesNotUndoARefund() async throws {
        let shop = try await Shop()
        let outcome = try await shop.helper.purchase(try shop.product(Florist.large))
        guard case .purchased(let bought) = outcome else {
            Issue.record("not purchased: \(outcome)")
            return
        }

        try await shop.session { store in try store.refund(bought.id) }
        await shop.eventually("the refund reached the helper") { !shop.helper.purchasedProducts.contains(Florist.large) }
        // The version signed before the refund arrives again (a late delivery of the purchase, say).
        try await shop.helper.receive(bought.jwsRepresentation)
        #expect(try await shop.helper.isPurchased(productId: Florist.large) == false, "the revoked version is newer and stays")
        #expect(try await shop.helper.purchaseInfo(for: Florist.large)?.revocationDate != nil)
    }
}
#endif
