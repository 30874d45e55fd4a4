import AppStoreModels
import StoreKit
import StoreKitInterface

/// The products StoreKit has answered, by id: a purchase needs StoreKit's `Product` value.
actor ProductCache {
    private var products: [String: Product] = [:]

    subscript(id: String) -> Product? { products[id] }

    func remember(_ found: [Product]) {
        for product in found { products[product.id] = product }
    }
}

/// The transactions StoreKit has handed over, by id: finishing one needs StoreKit's `Transaction` value.
actor TransactionCache {
    private var transactions: [UInt64: Transaction] = [:]

    subscript(id: UInt64) -> Transaction? { transactions[id] }

    func remember(_ transaction: Transaction) {
        transactions[transaction.id] = transaction
    }

    /// The signed transaction of `result` when StoreKit verified it, remembered for finishing; nil when
    /// StoreKit could not verify it (it is never handed over).
    func take(_ result: VerificationResult<Transaction>) -> SignedJWS? {
        guard case .verified(let transaction) = result else { return nil }
        remember(transaction)
        return SignedJWS(result.jwsRepresentation)
    }
}

/// The App Store messages StoreKit handed over that the app has not shown, in arrival order, each by the id StoreHelper
/// knows it by (StoreKit's `Message` has none). Empty on macOS, which has no messages.
actor MessageCache {
    #if !os(macOS)
    private var held: [(id: String, message: Message)] = []
    private var received = 0

    /// What waits, as StoreHelper sees it.
    var pending: [StoreMessage] { held.map { StoreMessage(id: $0.id, reason: Self.reason($0.message.reason)) } }

    func keep(_ message: Message) {
        received += 1
        held.append(("storekit-message-\(received)", message))
    }

    subscript(id: String) -> Message? { held.first { $0.id == id }?.message }

    func remove(_ id: String) { held.removeAll { $0.id == id } }

    /// StoreHelper's reason for StoreKit's (`generic` for one this version does not know).
    static func reason(_ reason: Message.Reason) -> StoreMessageReason {
        if reason == .billingIssue { return .billingIssue }
        if reason == .priceIncreaseConsent { return .priceIncreaseConsent }
        if #available(iOS 18.0, *), reason == .winBackOffer { return .winBackOffer }
        return .generic
    }
    #endif
}
