#if Server
import AppStoreModels
import AppStoreSignature
import Foundation

/// Renders verified data as JSON, with nested tokens of notifications decoded in place.
enum VerifiedOutput {
    static func kind(of verified: VerifiedSignedData) -> String {
        switch verified {
        case .transaction: "transaction"
        case .renewalInfo: "renewalInfo"
        case .appTransaction: "appTransaction"
        case .notification: "notification"
        case .realtimeRequest: "realtimeRequest"
        }
    }

    /// The payload as a JSON object tree.
    static func object(of verified: VerifiedSignedData) throws -> Any {
        switch verified {
        case .transaction(let transaction): return try tree(transaction)
        case .renewalInfo(let info): return try tree(info)
        case .appTransaction(let app): return try tree(app)
        case .realtimeRequest(let request): return try tree(request)
        case .notification(let notification):
            guard var payload = try tree(notification.payload) as? [String: Any] else { return [:] }
            if var data = payload["data"] as? [String: Any] {
                if let transaction = notification.transaction { data["signedTransactionInfo"] = try tree(transaction) }
                if let renewal = notification.renewalInfo { data["signedRenewalInfo"] = try tree(renewal) }
                payload["data"] = data
            }
            if var appData = payload["appData"] as? [String: Any], let app = notification.appTransaction {
                appData["signedAppTransactionInfo"] = try tree(app)
                payload["appData"] = appData
            }
            return payload
        }
    }

    static func render(_ object: Any, pretty: Bool) throws -> String {
        var options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { options.insert(.prettyPrinted) }
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: options), as: UTF8.self)
    }

    private static func tree(_ value: some Encodable) throws -> Any {
        try JSONSerialization.jsonObject(with: try JSONEncoder().encode(value))
    }
}
#endif
