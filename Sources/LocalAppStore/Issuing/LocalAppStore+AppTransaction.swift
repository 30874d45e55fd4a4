package import AppStoreModels
import Foundation

extension LocalAppStore {
    /// The account's app transaction, signed now, as `AppTransaction.shared` gives it on a device:
    /// version 1 of the app, first "bought" at the account's first purchase (or now, for an account that
    /// has bought nothing). A simulated `App Transaction` error fails it.
    public func appTransaction(accountId: String = LocalAppStore.defaultAccountId) throws(StoreError) -> String {
        if let failure = settings.simulatedError(for: .appTransaction) { throw StoreError.simulated(api: .appTransaction, failure: failure) }
        return try sign(appTransactionPayload(for: try account(accountId)))
    }

    /// The app transaction of `account` at the store's instant.
    package func appTransactionPayload(for account: Account) -> JWSAppTransactionDecodedPayload {
        let first = state.transactions.held(by: account.id).compactMap { $0.payload.originalPurchaseDate ?? $0.payload.purchaseDate }.min()
        var payload = JWSAppTransactionDecodedPayload()
        payload.receiptType = environment
        payload.bundleId = state.bundleId
        payload.appAppleId = signedAppAppleId
        payload.applicationVersion = "1"
        payload.originalApplicationVersion = "1"
        payload.receiptCreationDate = MillisecondDate(state.now)
        payload.originalPurchaseDate = first ?? MillisecondDate(state.now)
        payload.appTransactionId = account.appTransactionId
        payload.originalPlatform = settings.originalPlatform ?? .iOS
        payload.storeType = .consumer  // the only value Apple documents (API 1.22)
        return payload
    }
}
