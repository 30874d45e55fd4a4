public import AppStoreModels

/// A verified notification with its verified nested tokens decoded.
public struct VerifiedNotification: Hashable, Sendable {
    /// The notification itself.
    public var payload: ResponseBodyV2DecodedPayload
    /// The verified `data.signedTransactionInfo`, when present.
    public var transaction: JWSTransactionDecodedPayload?
    /// The verified `data.signedRenewalInfo`, when present.
    public var renewalInfo: JWSRenewalInfoDecodedPayload?
    /// The verified `appData.signedAppTransactionInfo`, when present.
    public var appTransaction: JWSAppTransactionDecodedPayload?

    public init(
        payload: ResponseBodyV2DecodedPayload,
        transaction: JWSTransactionDecodedPayload? = nil,
        renewalInfo: JWSRenewalInfoDecodedPayload? = nil,
        appTransaction: JWSAppTransactionDecodedPayload? = nil
    ) {
        self.payload = payload
        self.transaction = transaction
        self.renewalInfo = renewalInfo
        self.appTransaction = appTransaction
    }

    /// The first nested token's `signedDate`, the fallback check time for notifications without one.
    var nestedSignedDate: MillisecondDate? {
        transaction?.signedDate ?? renewalInfo?.signedDate ?? appTransaction?.signedDate
    }
}
