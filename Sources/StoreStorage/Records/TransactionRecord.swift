import AppStoreModels

/// A verified transaction as the server keeps it: the decoded payload and the JWS it came in.
public struct TransactionRecord: Hashable, Sendable {
    /// The verified, decoded transaction.
    public var payload: JWSTransactionDecodedPayload
    /// The compact JWS, kept so the original bytes can be shown or re-verified.
    public var signed: String

    public init(payload: JWSTransactionDecodedPayload, signed: String) {
        self.payload = payload
        self.signed = signed
    }
}

/// A verified renewal info as the server keeps it.
public struct RenewalInfoRecord: Hashable, Sendable {
    /// The verified, decoded renewal info.
    public var payload: JWSRenewalInfoDecodedPayload
    /// The compact JWS.
    public var signed: String

    public init(payload: JWSRenewalInfoDecodedPayload, signed: String) {
        self.payload = payload
        self.signed = signed
    }
}
