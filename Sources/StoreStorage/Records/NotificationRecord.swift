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

    public init(
        payload: ResponseBodyV2DecodedPayload,
        signedPayload: String,
        receivedDate: Date,
        transaction: SignedTransaction? = nil,
        renewalInfo: SignedRenewalInfo? = nil
    ) {
        self.payload = payload
        self.signedPayload = signedPayload
        self.receivedDate = receivedDate
        self.transaction = transaction
        self.renewalInfo = renewalInfo
    }

    /// The notification's UUID: the key that makes storing it idempotent.
    public var notificationUUID: String { payload.notificationUUID ?? "" }
}
