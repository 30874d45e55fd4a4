import Foundation

/// A compact JWS's payload as JSON fields, read without checking the signature (verification is the store's, and
/// its verdict goes in a `VerificationResult`).
struct SignedPayload {
    private let fields: [String: Any]

    init?(_ jws: String) {
        let parts = jws.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1].utf8.count <= 1 << 20 else { return nil }
        var base64 = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64), let fields = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return nil
        }
        self.fields = fields
    }

    func string(_ key: String) -> String? { fields[key] as? String }

    /// A numeric field (JSON numbers only: Apple's integers are numbers), when it is a whole number Int holds.
    func integer(_ key: String) -> Int? {
        // `is Bool` holds for the numbers 0 and 1 on Linux's Foundation: a JSON true or false decodes as Bool itself.
        guard let field = fields[key], type(of: field) != Bool.self, let number = field as? NSNumber else { return nil }
        let value = number.doubleValue
        guard value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    func bool(_ key: String) -> Bool? { fields[key] as? Bool }

    /// An identifier Apple writes as a string of digits (`transactionId`, `originalTransactionId`).
    func identifier(_ key: String) -> UInt64? { string(key).flatMap { UInt64($0) } }

    /// A date Apple writes in milliseconds since 1970.
    func date(_ key: String) -> Date? { integer(key).map { Date(timeIntervalSince1970: Double($0) / 1000) } }
}
