public import AppStoreModels
import Foundation

/// The kinds of payload the App Store signs.
public enum SignedDataKind: String, Sendable, CaseIterable {
    case transaction, renewalInfo, appTransaction, notification, realtimeRequest

    /// Tells, **without verifying anything**, which kind of payload `jws` carries, by its fields:
    /// `notificationType` → notification; `receiptType` → app transaction; `transactionId` or
    /// `bundleId` → transaction; `requestIdentifier` and `userLocale` → real-time retention request;
    /// otherwise renewal info (which carries none of them).
    public static func of(
        _ jws: String,
        maximumInputSize: Int = VerificationPolicy.defaultMaximumInputSize
    ) throws(VerificationError) -> SignedDataKind {
        let size = jws.utf8.count
        guard size <= maximumInputSize else { throw .inputTooLarge(size: size, limit: maximumInputSize) }
        let parsed = try CompactJWS(jws)
        guard let object = try? JSONSerialization.jsonObject(with: Data(parsed.payload)) as? [String: Any] else {
            throw .payloadNotDecodable("the payload is not a JSON object")
        }
        if object["notificationType"] != nil { return .notification }
        if object["receiptType"] != nil { return .appTransaction }
        if object["transactionId"] != nil || object["bundleId"] != nil { return .transaction }
        if object["requestIdentifier"] != nil && object["userLocale"] != nil { return .realtimeRequest }
        return .renewalInfo
    }
}

/// A verified payload of any kind.
public enum VerifiedSignedData: Hashable, Sendable {
    case transaction(JWSTransactionDecodedPayload)
    case renewalInfo(JWSRenewalInfoDecodedPayload)
    case appTransaction(JWSAppTransactionDecodedPayload)
    case notification(VerifiedNotification)
    case realtimeRequest(DecodedRealtimeRequestBody)
}
