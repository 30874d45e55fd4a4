#if Server
import AppStoreModels
import LocalAppStore

/// What saving a store writes: the changes since the snapshot it was read from, or everything (a
/// store that was not read from the database it goes into). Made before the write, so the snapshot
/// can be closed first.
struct StateChanges {
    /// The revision the changes apply to (nil: whatever the database holds, which they replace).
    var revision: Int64?
    /// Whether every saved transaction is removed first.
    var clearsTransactions: Bool
    /// Whether every saved notification is removed first.
    var clearsOutbox: Bool
    var removed: Set<String> = []
    var revised: [TransactionRecord] = []
    var added: [TransactionRecord]
    var addedOutbox: [OutboxEntry]
    /// Saved notifications changed since, by index (0 is the oldest).
    var revisedOutbox: [Int: OutboxEntry] = [:]
    /// The state without its transactions and notifications, as JSON.
    var core: String

    /// All of `state`, replacing whatever the database holds.
    init(whole state: StoreState) throws(StoreError) {
        revision = nil
        clearsTransactions = true
        clearsOutbox = true
        added = state.transactions.all
        addedOutbox = state.outbox.entries(from: 0)
        core = try StoreDatabase.core(of: state)
    }

    /// What changed in `state` since `snapshot`; nil when nothing did.
    init?(_ state: StoreState, since snapshot: StateSnapshot) throws(StoreError) {
        let log = state.transactions
        revision = snapshot.revision
        clearsTransactions = log.savedCleared
        clearsOutbox = false
        removed = log.removed
        revised = Array(log.revised.values)
        added = log.added
        addedOutbox = state.outbox.added
        revisedOutbox = state.outbox.revised
        core = try StoreDatabase.core(of: state)
        if !clearsTransactions && removed.isEmpty && revised.isEmpty && added.isEmpty && addedOutbox.isEmpty && revisedOutbox.isEmpty
            && core == snapshot.coreJSON
        {
            return nil
        }
    }
}
#endif
