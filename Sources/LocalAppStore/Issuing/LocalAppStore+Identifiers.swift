import Foundation

extension LocalAppStore {
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
