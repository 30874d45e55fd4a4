import Foundation
import PurchaseManager
import StoreKit
import StoreKitTest
import Testing

/// The app's purchases under SKTestSession, as on a Mac. One test environment per process: the tests run one at a time.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct PurchaseManagerTests {
    static let large = "com.storehelper.nonconsumable.flowers-large"
    static let roses = "com.storehelper.nonconsumable.roses-large"

    static func session() throws -> SKTestSession {
        let url = try #require(Bundle.module.url(forResource: "Products", withExtension: "storekit"))
        let session = try SKTestSession(contentsOf: url)
        session.disableDialogs = true
        session.clearTransactions()
        return session
    }

    @Test func aPurchaseIsVerifiedFinishedAndOwned() async throws {
        _ = try Self.session()
        let manager = PurchaseManager(productIDs: [Self.large, "com.example.unknown"])
        try await manager.loadProducts()
        #expect(manager.products.map(\.id) == [Self.large])
        let product = try #require(manager.products.first)
        let transaction = try #require(try await manager.purchase(product))
        #expect(transaction.productID == Self.large)
        #expect(manager.purchasedProductIDs == [Self.large])
    }

    @Test func askToBuyWaitsForTheParentThenTheListenerGrantsIt() async throws {
        let session = try Self.session()
        session.askToBuyEnabled = true
        let manager = PurchaseManager(productIDs: [Self.large])
        try await manager.loadProducts()
        let product = try #require(manager.products.first)
        #expect(try await manager.purchase(product) == nil)
        #expect(manager.purchasedProductIDs.isEmpty)
        let request = try #require(session.allTransactions().first { $0.pendingAskToBuyConfirmation })
        var changes = manager.ownershipChanges.makeAsyncIterator()
        try session.approveAskToBuyTransaction(identifier: request.identifier)
        #expect(await changes.next() == [Self.large], "the approval reached the listener")
    }

    @Test func aPurchaseMadeElsewhereAndARefundReachTheListener() async throws {
        let session = try Self.session()
        let manager = PurchaseManager(productIDs: [Self.roses])
        var changes = manager.ownershipChanges.makeAsyncIterator()
        let bought = try await session.buyProduct(identifier: Self.roses)
        #expect(await changes.next() == [Self.roses], "bought on another device, delivered to the listener")
        try session.refundTransaction(identifier: Int(bought.id))
        #expect(await changes.next() == [], "refunded: no longer owned")
    }
}
