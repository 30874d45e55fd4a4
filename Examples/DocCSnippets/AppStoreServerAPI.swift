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

/// A retention message uploaded, and the app server's Get Retention Message endpoint configured.
func setUpRetention(client: AppStoreServerAPIClient) async throws -> [GetMessageListResponseItem] {
    // DocC AppStoreServerAPI retention: body
    let message = UUID()
    try await client.uploadMessage(message, UploadMessageRequestBody(header: "Before you go", body: "Your roses miss you already."))
    try await client.configureRealtimeURL(RealtimeUrlRequest(realtimeURL: "https://example.com/apple/retention"))
    let reviewed = try await client.messageList().messageIdentifiers ?? []  // PENDING until Apple approves it
    // DocC AppStoreServerAPI retention: end
    return reviewed
}
