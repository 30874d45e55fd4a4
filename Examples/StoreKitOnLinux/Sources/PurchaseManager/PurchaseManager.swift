import Foundation
import StoreKit

/// An app's purchases, as Apple's StoreKit documentation shows them: products loaded by id, a purchase verified and
/// finished, a listener of `Transaction.updates` started at launch, and what the customer owns read from
/// `Transaction.currentEntitlements`. Nothing in it knows it may run on Linux.
@MainActor
public final class PurchaseManager {
    /// The products the app sells, once loaded.
    public private(set) var products: [Product] = []
    /// The products the customer is entitled to now.
    public private(set) var purchasedProductIDs: Set<String> = []
    /// ``purchasedProductIDs`` each time it is read again (after a purchase, or an update from the App Store).
    public let ownershipChanges: AsyncStream<Set<String>>
    private let changed: AsyncStream<Set<String>>.Continuation
    private let productIDs: [String]

    /// Starts listening to `Transaction.updates` at once, as Apple recommends at launch, for the app's lifetime.
    public init(productIDs: [String]) {
        self.productIDs = productIDs
        (ownershipChanges, changed) = AsyncStream.makeStream(of: Set<String>.self)
        Task { [weak self] in
            for await result in Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                await transaction.finish()
                await self?.updatePurchasedProducts()
            }
        }
    }

    /// Loads the products (`Product.products(for:)`: identifiers the App Store does not know are left out).
    public func loadProducts() async throws {
        products = try await Product.products(for: productIDs)
    }

    /// Buys a product: the verified transaction, finished, or nil when the purchase is pending or cancelled.
    public func purchase(_ product: Product) async throws -> Transaction? {
        switch try await product.purchase() {
        case .success(let verification):
            guard case .verified(let transaction) = verification else { throw PurchaseError.failedVerification }
            await transaction.finish()
            await updatePurchasedProducts()
            return transaction
        case .pending, .userCancelled:
            return nil
        @unknown default:
            return nil
        }
    }

    /// Reads what the customer owns now.
    public func updatePurchasedProducts() async {
        var owned: Set<String> = []
        for await result in Transaction.currentEntitlements {
            guard case .verified(let transaction) = result, transaction.revocationDate == nil else { continue }
            owned.insert(transaction.productID)
        }
        purchasedProductIDs = owned
        changed.yield(owned)
    }

    /// Why a purchase failed.
    public enum PurchaseError: Error {
        /// StoreKit could not verify the transaction.
        case failedVerification
    }
}
