import AppStoreSignature
import Foundation
import LocalAppStore
import StoreHelper

/// The local App Store's device side as a StoreHelper ``Store``: what an app uses in tests, demos
/// and CI instead of StoreKit. Apps that use real StoreKit never link this module.
public struct LocalStoreAdapter: Store {
    public let device: LocalStore
    public let updates: AsyncStream<StoreUpdate>

    public init(_ device: LocalStore) {
        self.device = device
        updates = AsyncStream { continuation in
            let task = Task {
                for await update in device.transactionUpdates {
                    switch update {
                    case .transaction(let verification): continuation.yield(.transaction(jws: verification.transaction.jws))
                    case .declined(let id, let productId): continuation.yield(.declined(pendingId: id, productId: productId))
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// A verifier that trusts this store's root and expects its bundle id and environment: what
    /// the helper should check the store's transactions with.
    public func verifier() async throws -> SignedDataVerifier {
        try await device.snapshot().verifier()
    }

    public func startUpdates() async throws { try await device.start() }

    public func products(for ids: [String]) async throws -> [AppProduct] {
        try await device.products(for: ids).map { product in
            AppProduct(
                id: product.id, type: product.type, displayName: product.displayName, description: product.description,
                price: product.price, displayPrice: product.displayPrice, isFamilyShareable: product.isFamilyShareable,
                subscription: product.subscription.map { info in
                    AppProduct.Subscription(
                        groupId: info.groupId, groupDisplayName: info.groupDisplayName, level: info.level, period: info.period.description,
                        introductoryOffer: info.introductoryOffer.map(Self.offer), promotionalOffers: info.promotionalOffers.map(Self.offer))
                })
        }
    }

    private static func offer(_ offer: StoreProduct.Offer) -> AppProduct.Offer {
        AppProduct.Offer(
            id: offer.id, paymentMode: offer.paymentMode, period: offer.period.description, periodCount: offer.periodCount,
            price: offer.price, displayPrice: offer.displayPrice)
    }

    public func purchase(_ productId: String, options: HelperPurchaseOptions) async throws -> StorePurchaseResult {
        var local = LocalPurchaseOptions(quantity: options.quantity, appAccountToken: options.appAccountToken)
        if let offer = options.promotionalOffer {
            local.promotionalOfferId = offer.offerId
            local.promotionalOfferSignature = offer.signature
        }
        switch try await device.purchase(productId, options: local) {
        case .success(let verification): return .success(jws: verification.transaction.jws)
        case .pending(let id): return .pending(id: id)
        case .userCancelled: return .userCancelled
        }
    }

    public func allTransactions() async throws -> [String] { try await device.allTransactions().map(\.transaction.jws) }

    public func currentEntitlements() async throws -> [String] { try await device.currentEntitlements().map(\.transaction.jws) }

    public func latestTransaction(for productId: String) async throws -> String? {
        try await device.latestTransaction(for: productId)?.transaction.jws
    }

    public func finish(_ transactionId: String) async throws { try await device.finish(transactionId) }

    public func subscriptionStatuses(groupId: String) async throws -> [StoreSubscriptionStatus] {
        try await device.subscriptionStatuses(groupId: groupId).map {
            StoreSubscriptionStatus(transaction: $0.transaction.transaction.jws, renewalInfo: $0.signedRenewalInfo)
        }
    }

    public func isEligibleForIntroOffer(groupId: String) async throws -> Bool { try await device.isEligibleForIntroOffer(groupId: groupId) }

    public func sync() async throws { try await device.sync() }

    public func requestRefund(_ transactionId: String) async throws { try await device.requestRefund(transactionId) }

    public func now() async throws -> Date { try await device.snapshot().now }
}
