import LocalAppStore

/// Order ids as the App Store prints them on receipts (ten characters, digits and capital letters). The
/// local store derives each purchase's order id from its transaction number, so an order id names its
/// transaction without an index and two purchases never share one.
enum OrderId {
    private static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    private static let length = 10
    /// Transaction numbers start here (see `StoreState.nextTransactionNumber`).
    private static let base: Int64 = 2_000_000_000_000_000
    /// 36⁹: the number of distinct order ids (an "M", then nine base-36 digits).
    private static let space: Int64 = 101_559_956_668_416

    /// The order id of the transaction numbered `number`, if it is in range.
    static func make(transactionNumber number: Int64) -> String? {
        let offset = number - base
        guard offset > 0, offset < space else { return nil }
        var value = offset
        var text: [Character] = []
        for _ in 1..<length {
            text.append(digits[Int(value % 36)])
            value /= 36
        }
        return "M" + String(text.reversed())
    }

    /// The transaction number an order id names, or nil when it is not one this store makes.
    static func transactionNumber(of orderId: String) -> Int64? {
        guard orderId.count == length, orderId.first == "M" else { return nil }
        var value: Int64 = 0
        for character in orderId.dropFirst() {
            guard let digit = digits.firstIndex(of: character) else { return nil }
            value = value * 36 + Int64(digit)
        }
        return value > 0 ? base + value : nil
    }
}
