#if Server
// DocC guide snippet "server-api": the App Store Server API client, against the local App Store.
// DocC Guide server-api: imports
import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import Foundation

// DocC Guide server-api: end

/// Every transaction of a purchase's history, from `store serve` on port 8080.
func historyOfAPurchase(p8: String, keyId: String, issuerId: String, originalTransactionId: String) async throws -> Int {
    // DocC Guide server-api: body
    let key = try InAppPurchaseKey(pem: p8, keyId: keyId, issuerId: issuerId, bundleId: "com.storehelper.florist")
    let client = AppStoreServerAPIClient(key: key, environment: .local(URL(string: "http://127.0.0.1:8080")!))
    var count = 0
    for try await page in client.transactionHistoryPages(originalTransactionId) { count += page.signedTransactions?.count ?? 0 }
    // DocC Guide server-api: end
    return count
}
#endif
