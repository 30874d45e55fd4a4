#if Server
import AppStoreModels
public import ArgumentParser
import Foundation
public import LocalAppStore

/// A decoded transaction with its compact JWS under `jws`, as `transactions --json` prints it.
struct TransactionJSON: Encodable {
    var payload: JWSTransactionDecodedPayload
    var jws: String
    /// The purchase's order id (as on the customer's receipt), where it is known.
    var orderId: String?

    init(_ signed: SignedTransaction, orderId: String? = nil) {
        payload = signed.payload
        jws = signed.jws
        self.orderId = orderId
    }

    private enum Keys: String, CodingKey { case jws, orderId }

    func encode(to encoder: any Encoder) throws {
        try payload.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(jws, forKey: .jws)
        try container.encodeIfPresent(orderId, forKey: .orderId)
    }
}

/// Human-readable lines for the store's values.
enum StoreText {
    static func date(_ date: Date) -> String { date.formatted(.iso8601) }

    static func date(_ date: MillisecondDate?) -> String { date.map { Self.date($0.date) } ?? "-" }

    static func transaction(_ payload: JWSTransactionDecodedPayload) -> String {
        var line = "\(payload.transactionId ?? "?")  \(payload.productId ?? "?")  \(payload.type?.rawValue ?? "")  \(date(payload.purchaseDate))"
        if let expires = payload.expiresDate { line += " → \(date(expires))" }
        if let quantity = payload.quantity, quantity > 1 { line += "  ×\(quantity)" }
        if let price = payload.price { line += "  \(Double(price) / 1000) \(payload.currency ?? "")" }
        if let offer = payload.offerType { line += "  offer \(offer.rawValue)\(payload.offerIdentifier.map { " \($0)" } ?? "")" }
        if payload.transactionReason == .renewal { line += "  renewal" }
        if payload.inAppOwnershipType == .familyShared { line += "  family shared" }
        if payload.inAppOwnershipType == .assigned { line += "  assigned" }
        if payload.isUpgraded == true { line += "  upgraded" }
        if let revoked = payload.revocationDate { line += "  REVOKED \(date(revoked))" }
        return line
    }

    static func notification(_ entry: OutboxEntry) -> String {
        let attempts = (entry.sendAttempts ?? []).map { "\($0.sendAttemptResult?.rawValue ?? "?")@\($0.attemptDate.map { date($0.date) } ?? "?")" }
        return
            "\(date(entry.signedDate))  \(entry.notificationType.rawValue)\(entry.subtype.map { "/\($0.rawValue)" } ?? "")  \(entry.accountId)  \(entry.notificationUUID)"
            + (attempts.isEmpty ? "" : "  sent: " + attempts.joined(separator: ", "))
    }
}

/// One notification of the outbox as `--json` prints it: everything the text line shows, and the
/// signed payload.
struct NotificationJSON: Encodable {
    var notificationType: String
    var subtype: String?
    var accountId: String
    var notificationUUID: String
    var signedDate: String
    var signedPayload: String
    /// Each attempt to POST it to the notification URL, oldest first.
    var sendAttempts: [SendAttemptJSON]

    /// One delivery attempt.
    struct SendAttemptJSON: Encodable {
        var attemptDate: String
        var sendAttemptResult: String
    }

    init(_ entry: OutboxEntry) {
        notificationType = entry.notificationType.rawValue
        subtype = entry.subtype?.rawValue
        accountId = entry.accountId
        notificationUUID = entry.notificationUUID
        signedDate = StoreText.date(entry.signedDate)
        signedPayload = entry.signedPayload
        sendAttempts = (entry.sendAttempts ?? []).map {
            SendAttemptJSON(
                attemptDate: $0.attemptDate.map { StoreText.date($0.date) } ?? "",
                sendAttemptResult: $0.sendAttemptResult?.rawValue ?? ""
            )
        }
    }
}

extension LocalAppStore.PriceIncreaseStep: ExpressibleByArgument {}
#endif
