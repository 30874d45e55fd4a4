public import AppStoreModels
import Foundation
public import LocalAppStore

/// The App Store Server API's writes. Each either succeeds or throws a ``ServerAPIError`` and leaves
/// the store as it was.
extension LocalAppStore.ServerAPI {
    /// Set App Account Token: puts `appAccountToken` on every transaction of the purchase that
    /// `originalTransactionId` starts (re-signed), and so on its renewals to come.
    public mutating func setAppAccountToken(_ originalTransactionId: String, _ request: UpdateAppAccountTokenRequest) throws(ServerAPIError) {
        try LocalAppStore.checkTransactionId(originalTransactionId, code: .invalidOriginalTransactionId)
        guard let record = store.state.transactions[originalTransactionId] else {
            throw ServerAPIError(.originalTransactionIdNotFound, "no transaction \(originalTransactionId)")
        }
        guard record.originalTransactionId == record.id else {
            throw ServerAPIError(.transactionIdIsNotOriginalTransactionId, "\(originalTransactionId) is not an original transaction id")
        }
        guard record.sharedFrom == nil else {
            throw ServerAPIError(.familyTransactionNotSupported, "\(originalTransactionId) is a family member's shared copy")
        }
        try Self.refuseAssigned(record)
        let text = request.appAccountToken ?? ""
        let token = UUID(uuidString: text)
        guard text.isEmpty || token != nil else { throw ServerAPIError(.invalidAppAccountTokenUUID, "'\(text.prefix(40))' is not a UUID") }
        try store.allOrNothing { (store: inout LocalAppStore) throws(StoreError) in
            for link in store.state.transactions.chain(originalTransactionId, heldBy: record.accountId) {
                try store.revise(link.id) { $0.appAccountToken = token }
            }
        }
    }

    /// Send Consumption Information (`version` 1 or 2 of the endpoint): records `body` (JSON) on the
    /// transaction, where `store status` and the refund decision see it. A version 2 body Apple would refuse is
    /// refused with Apple's error (see `ConsumptionRequest.refusal(for:)`), and nothing is recorded.
    public mutating func sendConsumptionInformation(_ transactionId: String, body: String, version: Int) throws(ServerAPIError) {
        try LocalAppStore.checkTransactionId(transactionId)
        guard let record = store.state.transactions[transactionId] else {
            throw ServerAPIError(.transactionIdNotFound, "no transaction \(transactionId)")
        }
        try Self.refuseAssigned(record)
        if version == 1 {
            guard record.payload.type == .consumable else {
                throw ServerAPIError(.invalidTransactionNotConsumable, "\(transactionId) is not a consumable; version 1 takes consumables only")
            }
        } else {
            let request: ConsumptionRequest
            do { request = try JSONDecoder().decode(ConsumptionRequest.self, from: Data(body.utf8)) } catch {
                throw ServerAPIError(.generalBadRequest, "the body is not a ConsumptionRequest")
            }
            if let refusal = request.refusal(for: record.payload.type) {
                throw ServerAPIError(APIErrorCode(rawValue: refusal.errorCode ?? APIErrorCode.generalBadRequest.rawValue), refusal.errorMessage ?? "")
            }
        }
        store.serverAPIRecords.consumptionReports[transactionId] = ConsumptionReport(version: version, body: body, receivedDate: store.state.now)
    }

    /// Finish Transaction: the app's server finished the transaction (as `Transaction.finish()`).
    public mutating func finishTransactionFromAPI(_ transactionId: String) throws(ServerAPIError) {
        try LocalAppStore.checkTransactionId(transactionId)
        guard store.state.transactions[transactionId] != nil else { throw ServerAPIError(.transactionIdNotFound, "no transaction \(transactionId)") }
        try store.allOrNothing { (store: inout LocalAppStore) throws(StoreError) in try store.finish(transactionId) }
    }

    /// Consumption information received for transaction `id`, if any.
    public func consumptionReport(for id: String) -> ConsumptionReport? { consumptionReports[id] }

    /// Every consumption report received, by transaction id.
    public var consumptionReports: [String: ConsumptionReport] { store.serverAPIRecords.consumptionReports }

    /// Send Consumption Information (both versions) and Set App Account Token refuse a transaction an organization
    /// or group assigned (https://developer.apple.com/documentation/appstoreserverapi/invalidassignedtransactionnotsupportederror).
    private static func refuseAssigned(_ record: TransactionRecord) throws(ServerAPIError) {
        guard record.payload.inAppOwnershipType == .assigned else { return }
        throw ServerAPIError(.invalidAssignedTransactionNotSupported, "Invalid request. Assigned transactions aren't supported by this endpoint.")
    }
}

extension LocalAppStore {
    /// Runs `change` on a copy and keeps it only if it succeeds; a store failure becomes Apple's
    /// general internal error.
    mutating func allOrNothing(_ change: (inout LocalAppStore) throws(StoreError) -> Void) throws(ServerAPIError) {
        do { try atomically(change) } catch { throw ServerAPIError(error) }
    }
}
