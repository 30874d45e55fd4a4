// DocC snippets of the "Going to production" article's app side (compiled by CI; the article quotes them exactly).
import Foundation
import StoreHelper

/// An app whose earlier versions sold with StoreKit 1 hands its receipt to its server once.
func migrateFromReceipts(connection: ServerConnection, receiptFile: URL) async throws {
    // DocC StoreServer migrate: body
    if let receipt = try? Data(contentsOf: receiptFile) {  // Bundle.main.appStoreReceiptURL on the device
        let answer = try await connection.migrateAppReceipt(receipt.base64EncodedString())  // nil: sent before
        print("imported \(answer?.transactionIds.count ?? 0) transactions from \(answer?.environment ?? "nowhere")")
    }
    // DocC StoreServer migrate: end
}
