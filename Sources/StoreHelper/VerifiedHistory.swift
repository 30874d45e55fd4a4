import AppStoreModels
import Entitlements

/// What the helper knows of the customer: every transaction and renewal info it verified, the newest
/// signed version of each (the engine's ``History`` rule), kept between questions so that answering
/// one costs an evaluation, not a re-read of the store.
struct VerifiedHistory {
    /// What the entitlement engine evaluates.
    private(set) var engineHistory = History()
    /// The verified transactions, by id, each in the version ``engineHistory`` holds.
    private(set) var transactions: [String: StoreTransaction] = [:]
    /// Counts the changes: an evaluation made at another revision is out of date.
    private(set) var revision = 0
    /// The revision at which each transaction and renewal info (by original transaction id) last changed.
    private var transactionChanged: [String: Int] = [:]
    private var renewalInfoChanged: [String: Int] = [:]

    /// Takes in a verified transaction unless the history holds a newer version of it.
    mutating func add(_ transaction: StoreTransaction) {
        guard engineHistory.add(transaction.payload) else { return }
        transactions[transaction.id] = transaction
        revision += 1
        transactionChanged[transaction.id] = revision
    }

    /// Takes in a verified renewal info unless the history holds a newer one for its subscription; with
    /// `current`, one read from the store's statuses just now, whatever the history holds.
    mutating func add(_ renewalInfo: JWSRenewalInfoDecodedPayload, current: Bool = false) {
        guard let id = renewalInfo.originalTransactionId else { return }
        guard current ? engineHistory.replace(renewalInfo) : engineHistory.add(renewalInfo) else { return }
        revision += 1
        renewalInfoChanged[id] = revision
    }

    /// Adds what `other` took in after its revision `mark`: what arrived (through the listener or a
    /// purchase) while this history was being read from the store.
    mutating func adopt(from other: VerifiedHistory, since mark: Int) {
        for (id, changed) in other.transactionChanged where changed > mark {
            if let transaction = other.transactions[id] { add(transaction) }
        }
        for (id, changed) in other.renewalInfoChanged where changed > mark {
            if let renewalInfo = other.engineHistory.renewalInfos[id] { add(renewalInfo) }
        }
    }

    /// Ids of the consumables, which the engine counts as finished (delivered through the ledger).
    var consumableIds: Set<String> {
        Set(transactions.values.filter { $0.productType == .consumable }.map(\.id))
    }
}
