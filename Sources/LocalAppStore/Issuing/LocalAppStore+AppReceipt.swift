import AppStoreModels
import Foundation
import LocalCertificateAuthority

extension LocalAppStore {
    /// The account's app receipt (base64), as an app that still reads `Bundle.main.appStoreReceiptURL` holds it:
    /// shaped like Xcode's StoreKit testing receipts and signed by the store's authority, listing the account's
    /// purchases (a consumable only until it is finished, as Apple's receipts do), each with its transaction id.
    /// Servers migrating from receipts read a transaction id out of it and ask the App Store Server API for the rest.
    public func appReceipt(accountId: String = LocalAppStore.defaultAccountId) throws(StoreError) -> String {
        let account = try account(accountId)
        let purchases = state.transactions.held(by: account.id).filter { !($0.payload.type == .consumable && $0.isFinished) }.map { record in
            let payload = record.payload
            return AppReceipt.Purchase(
                productId: payload.productId ?? "",
                transactionId: record.id,
                originalTransactionId: payload.originalTransactionId ?? record.id,
                quantity: Int(payload.quantity ?? 1),
                purchaseDate: payload.purchaseDate?.date ?? state.now,
                originalPurchaseDate: payload.originalPurchaseDate?.date ?? payload.purchaseDate?.date ?? state.now,
                expiresDate: payload.expiresDate?.date
            )
        }
        let receipt = AppReceipt(bundleId: state.bundleId, appVersion: "1", originalAppVersion: "1", creationDate: state.now, purchases: purchases)
        do { return try receipt.signed(by: authority) } catch { throw StoreError.signing("cannot sign the app receipt: \(error)") }
    }
}
