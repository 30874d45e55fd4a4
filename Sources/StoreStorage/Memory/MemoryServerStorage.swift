import AppStoreModels
import Foundation
import Synchronization

/// ``ServerStorage`` in memory: for tests and for trying the server without a database.
public final class MemoryServerStorage: ServerStorage {
    private struct State {
        var notifications: [String: NotificationRecord] = [:]
        var notificationOrder: [String] = []
        var transactions: [String: TransactionRecord] = [:]
        var renewalInfos: [String: RenewalInfoRecord] = [:]
        var users: Set<String> = []
        var purchases: [String: Set<String>] = [:]
        var tokens: [UUID: String] = [:]
        var consumptions: [String: Consumption] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    public func migrate() async throws(StorageError) {}

    public func storeNotification(_ notification: NotificationRecord) async throws(StorageError) -> Bool {
        state.withLock { state in
            let id = notification.notificationUUID
            guard state.notifications[id] == nil else { return false }
            state.notifications[id] = notification
            state.notificationOrder.append(id)
            Self.keep(notification.transaction.map { [$0] } ?? [], notification.renewalInfo.map { [$0] } ?? [], for: nil, in: &state)
            return true
        }
    }

    public func storeTransactions(
        _ transactions: [TransactionRecord],
        renewalInfos: [RenewalInfoRecord],
        appUserId: String?
    )
        async throws(StorageError)
    {
        state.withLock { Self.keep(transactions, renewalInfos, for: appUserId, in: &$0) }
    }

    private static func keep(_ transactions: [TransactionRecord], _ renewalInfos: [RenewalInfoRecord], for user: String?, in state: inout State) {
        for record in transactions {
            let id = record.payload.transactionId ?? ""
            if let old = state.transactions[id],
                (old.payload.signedDate ?? .init(milliseconds: 0)) > (record.payload.signedDate ?? .init(milliseconds: 0))
            {
                continue
            }
            state.transactions[id] = record
            if let user {
                state.users.insert(user)
                state.purchases[user, default: []].insert(record.payload.originalTransactionId ?? id)
                if let token = record.payload.appAccountToken, state.tokens[token] == nil { state.tokens[token] = user }
            }
        }
        for record in renewalInfos {
            let id = record.payload.originalTransactionId ?? ""
            if let old = state.renewalInfos[id],
                (old.payload.signedDate ?? .init(milliseconds: 0)) > (record.payload.signedDate ?? .init(milliseconds: 0))
            {
                continue
            }
            state.renewalInfos[id] = record
        }
    }

    public func customer(_ appUserId: String) async throws(StorageError) -> CustomerRecords {
        state.withLock { state in
            let tokens = Set(state.tokens.filter { $0.value == appUserId }.keys)
            var originals = state.purchases[appUserId] ?? []
            for record in state.transactions.values where record.payload.appAccountToken.map(tokens.contains) == true {
                originals.insert(record.payload.originalTransactionId ?? "")
            }
            let transactions = state.transactions.values
                .filter { originals.contains($0.payload.originalTransactionId ?? "") }
                .sorted {
                    ($0.payload.purchaseDate?.millisecondsSince1970 ?? 0, $0.payload.transactionId ?? "") < (
                        $1.payload.purchaseDate?.millisecondsSince1970 ?? 0, $1.payload.transactionId ?? ""
                    )
                }
            let renewals = originals.sorted().compactMap { state.renewalInfos[$0] }
            var consumed: [String: Int] = [:]
            for consumption in state.consumptions.values where consumption.appUserId == appUserId {
                consumed[consumption.productId, default: 0] += consumption.quantity
            }
            return CustomerRecords(transactions: transactions, renewalInfos: renewals, consumed: consumed)
        }
    }

    public func userExists(_ appUserId: String) async throws(StorageError) -> Bool {
        state.withLock { $0.users.contains(appUserId) }
    }

    public func consume(_ consumption: Consumption, available: Int) async throws(StorageError) -> ConsumptionOutcome {
        try Consumption.check(consumption)
        return state.withLock { state in
            let used = state.consumptions.values.filter { $0.appUserId == consumption.appUserId && $0.productId == consumption.productId }
                .reduce(0) { $0 + $1.quantity }
            if state.consumptions[consumption.requestId] != nil { return .alreadyApplied(balance: max(0, available - used)) }
            guard available - used >= consumption.quantity else { return .insufficientBalance(balance: max(0, available - used)) }
            state.consumptions[consumption.requestId] = consumption
            state.users.insert(consumption.appUserId)
            return .consumed(balance: available - used - consumption.quantity)
        }
    }

    public func notifications(limit: Int) async throws(StorageError) -> [NotificationRecord] {
        state.withLock { state in state.notificationOrder.reversed().prefix(max(0, limit)).compactMap { state.notifications[$0] } }
    }

    public func notificationCount() async throws(StorageError) -> Int { state.withLock { $0.notifications.count } }

    public func shutdown() async {}
}

extension Consumption {
    /// Throws unless the request can be applied at all.
    static func check(_ consumption: Consumption) throws(StorageError) {
        guard !consumption.requestId.isEmpty, consumption.requestId.utf8.count <= 128 else {
            throw StorageError(.invalidRequest, "a request id must be 1 to 128 bytes")
        }
        guard consumption.quantity >= 1 else { throw StorageError(.invalidRequest, "the quantity must be 1 or more, not \(consumption.quantity)") }
    }
}
