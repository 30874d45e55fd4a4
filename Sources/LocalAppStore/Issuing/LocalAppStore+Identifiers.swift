import Foundation

extension LocalAppStore {
    /// The next numeric transaction identifier; throws when the counter is used up.
    mutating func nextTransactionId() throws(StoreError) -> String {
        try Self.take(&state.nextTransactionNumber, "transaction")
    }

    /// The next numeric web order line item identifier; throws when the counter is used up.
    mutating func nextWebOrderLineItemId() throws(StoreError) -> String {
        try Self.take(&state.nextWebOrderNumber, "web order line item")
    }

    private static func take(_ counter: inout Int64, _ what: String) throws(StoreError) -> String {
        guard counter >= 1, counter < Int64.max else { throw StoreError.state("the \(what) id counter is at \(counter); no id is left to issue") }
        defer { counter += 1 }
        return String(counter)
    }

    /// A fresh device-verification pair, shaped like StoreKit's (a nonce and 48 bytes of base64).
    static func deviceVerification() -> (value: String, nonce: String) {
        let bytes = (0..<48).map { _ in UInt8.random(in: 0...255) }
        return (Data(bytes).base64EncodedString(), UUID().uuidString.lowercased())
    }
}
