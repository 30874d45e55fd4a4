import AppStoreModels

/// Everything stored about one app user's purchases: the input of the entitlement engine.
public struct CustomerRecords: Hashable, Sendable {
    /// Every transaction of every original transaction linked to the user, oldest purchase first.
    public var transactions: [TransactionRecord]
    /// The latest renewal info of each linked subscription.
    public var renewalInfos: [RenewalInfoRecord]
    /// How many units of each consumable product the user has used up.
    public var consumed: [String: Int]

    public init(transactions: [TransactionRecord] = [], renewalInfos: [RenewalInfoRecord] = [], consumed: [String: Int] = [:]) {
        self.transactions = transactions
        self.renewalInfos = renewalInfos
        self.consumed = consumed
    }
}
