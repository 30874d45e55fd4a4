#if Server
public import AppStoreModels
public import Foundation

/// A verified App Store Server Notification V2, with its nested data, as the server keeps it.
public struct NotificationRecord: Hashable, Sendable {
    /// The verified, decoded notification. Read back from storage, it lacks `data.signedTransactionInfo`
    /// and `data.signedRenewalInfo`: ``signedPayload`` carries them, and the storage keeps them verified
    /// and decoded with the customer's transactions and renewal infos.
    public var payload: ResponseBodyV2DecodedPayload
    /// The `signedPayload` exactly as it was received.
    public var signedPayload: String
    /// When the server received it, on the server's clock.
    public var receivedDate: Date
    /// The verified `data.signedTransactionInfo`, when present.
    public var transaction: SignedTransaction?
    /// The verified `data.signedRenewalInfo`, when present.
    public var renewalInfo: SignedRenewalInfo?
    /// The verified `appData.signedAppTransactionInfo`, when present (`RESCIND_CONSENT`).
    public var appTransaction: JWSAppTransactionDecodedPayload?

    public init(
        payload: ResponseBodyV2DecodedPayload,
        signedPayload: String,
        receivedDate: Date,
        transaction: SignedTransaction? = nil,
        renewalInfo: SignedRenewalInfo? = nil,
        appTransaction: JWSAppTransactionDecodedPayload? = nil
    ) {
        self.payload = payload
        self.signedPayload = signedPayload
        self.receivedDate = receivedDate
        self.transaction = transaction
        self.renewalInfo = renewalInfo
        self.appTransaction = appTransaction
    }

    /// The notification's UUID: the key that makes storing it idempotent.
    public var notificationUUID: String { payload.notificationUUID ?? "" }

    /// The consent it withdraws: for a `RESCIND_CONSENT` whose app transaction has an id, else `nil`.
    public var consentRescission: ConsentRescission? {
        guard payload.notificationType == .rescindConsent, let id = appTransaction?.appTransactionId, !id.isEmpty else { return nil }
        return ConsentRescission(
            appTransactionId: id,
            environment: (payload.appData?.environment ?? appTransaction?.receiptType)?.rawValue,
            date: MillisecondDate(payload.signedDate?.date ?? receivedDate).date
        )
    }
}
#endif
