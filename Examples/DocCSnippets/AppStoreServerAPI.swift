// DocC snippet of the AppStoreServerAPI article (compiled by CI; the article quotes it exactly).
// DocC AppStoreServerAPI: imports
import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import Foundation

// DocC AppStoreServerAPI: end

/// One transaction and its customer's history, from the App Store Server API (here the local App Store's).
func readTheHistory(p8: String, issuer: String, transactionId: String) async throws -> Int {
    var count = 0
    // DocC AppStoreServerAPI: body
    let key = try InAppPurchaseKey(pem: p8, keyId: "ABC123DEFG", issuerId: issuer, bundleId: "com.example.app")
    let client = AppStoreServerAPIClient(key: key, environment: .local(URL(string: "http://127.0.0.1:8080")!))
    let info = try await client.transactionInfo(transactionId)
    for try await page in client.transactionHistoryPages(transactionId) {
        count += page.signedTransactions?.count ?? 0  // 20 at a time
    }
    // DocC AppStoreServerAPI: end
    _ = info
    return count
}
