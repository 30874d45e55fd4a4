#if Server
public import AppStoreModels

/// Everything stored about one app user's purchases: the input of the entitlement engine.
public struct CustomerRecords: Hashable, Sendable {
    /// Every transaction of every purchase (original transaction) the user owns, oldest purchase first.
    public var transactions: [SignedTransaction]
    /// The latest renewal info of each subscription the user owns.
    public var renewalInfos: [SignedRenewalInfo]
    /// Units used up from each of the user's consumable purchases, by transaction id, whoever owned the
    /// purchase when they were used: units are counted per purchase, so a purchase that changes hands keeps
    /// what was spent from it.
    public var consumedByPurchase: [String: Int]
    /// Units of each consumable product the user used up before consumption was counted per purchase
    /// (schema version 5): they stay the user's.
    public var consumedUnattributed: [String: Int]
    /// Consent withdrawn for any Apple Account whose transactions the user owns (`RESCIND_CONSENT`), oldest first.
    public var consentRescissions: [ConsentRescission]

    public init(
        transactions: [SignedTransaction] = [],
        renewalInfos: [SignedRenewalInfo] = [],
        consumedByPurchase: [String: Int] = [:],
        consumedUnattributed: [String: Int] = [:],
        consentRescissions: [ConsentRescission] = []
    ) {
        self.transactions = transactions
        self.renewalInfos = renewalInfos
        self.consumedByPurchase = consumedByPurchase
        self.consumedUnattributed = consumedUnattributed
        self.consentRescissions = consentRescissions
    }

    /// Units of each consumable product used up that count against the user's balance: those used from
    /// each purchase not refunded (at most what it bought), and those used before counting per purchase.
    public var consumed: [String: Int] {
        var consumed = consumedUnattributed
        for record in transactions where record.payload.type == .consumable && record.payload.revocationDate == nil {
            guard let id = record.payload.transactionId, let product = record.payload.productId, let used = consumedByPurchase[id] else {
                continue
            }
            consumed[product, default: 0] += min(used, Int(record.payload.quantity ?? 1))
        }
        return consumed
    }

    /// The user's consumable purchases of `productId` not refunded, oldest first: what units are taken from.
    public func consumablePurchases(of productId: String) -> [ConsumablePurchase] {
        transactions.compactMap { (record: SignedTransaction) -> ConsumablePurchase? in
            let payload = record.payload
            guard payload.type == .consumable, payload.productId == productId, payload.revocationDate == nil,
                let transactionId = payload.transactionId
            else { return nil }
            return ConsumablePurchase(transactionId: transactionId, units: Int(payload.quantity ?? 1))
        }
    }
}
#endif
