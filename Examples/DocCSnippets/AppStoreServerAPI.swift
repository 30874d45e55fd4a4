#if Server
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

/// The product of a transaction whose environment the server may not know, from whichever environment has it.
func productOfAnyEnvironment(key: InAppPurchaseKey, transactionId: String, environment: AppStoreEnvironment?) async throws -> String? {
    // DocC AppStoreServerAPI environments: body
    let router = EnvironmentRouter(key: key)  // Production and Sandbox, one key
    let (info, found) = try await router.call(in: environment) { client throws(AppStoreServerAPIError) in
        try await client.transactionInfo(transactionId)  // unknown environment: production, then sandbox on 4040010
    }
    // DocC AppStoreServerAPI environments: end
    _ = found
    return info.signedTransactionInfo
}

/// The signed transactions of the customer whose app sent app receipt `receipt` (its base64 text), from the first page
/// of their history, once the receipt is verified under `trust` (Apple Inc. Root for Apple's receipts).
func historyOfAReceipt(_ receipt: String, trust: TrustAnchor, router: EnvironmentRouter) async throws -> [String] {
    // DocC AppStoreServerAPI receipts: body
    let verified = try await AppReceiptVerifier(trust: trust, bundleId: "com.storehelper.florist").verify(receipt)
    guard let transactionId = verified.transactionIds.first else { return [] }  // no purchases
    let (history, _) = try await router.call(in: nil) { client throws(AppStoreServerAPIError) in
        try await client.transactionHistory(transactionId)  // a receipt does not say its environment
    }
    // DocC AppStoreServerAPI receipts: end
    return history.signedTransactions ?? []
}
#endif
