import AppStoreModels
import Foundation

extension LocalAppStore {
    /// Signs `payload` with the store's leaf key and full chain.
    func sign<Payload: Encodable>(_ payload: Payload) throws(StoreError) -> String {
        do { return try signer.sign(payload) } catch { throw StoreError.signing("signing failed: \(error)") }
    }

    /// The next numeric transaction identifier.
    mutating func nextTransactionId() -> String {
        defer { state.nextTransactionNumber += 1 }
        return String(state.nextTransactionNumber)
    }

    mutating func nextWebOrderLineItemId() -> String {
        defer { state.nextWebOrderNumber += 1 }
        return String(state.nextWebOrderNumber)
    }

    /// A fresh device-verification pair, shaped like StoreKit's (a nonce and 48 bytes of base64).
    static func deviceVerification() -> (value: String, nonce: String) {
        let bytes = (0..<48).map { _ in UInt8.random(in: 0...255) }
        return (Data(bytes).base64EncodedString(), UUID().uuidString.lowercased())
    }
}
