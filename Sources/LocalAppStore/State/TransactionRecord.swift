public import AppStoreModels

/// A transaction the store issued, in its latest version.
public struct TransactionRecord: Codable, Hashable, Sendable {
    /// The customer it belongs to.
    public var accountId: String
    /// The decoded payload of the latest signed version.
    public var payload: JWSTransactionDecodedPayload
    /// The latest signed version (a refund or an upgrade re-signs the transaction).
    public var jws: String
    /// Whether the app finished it (`Transaction.finish()`).
    public var isFinished: Bool
    /// For a family-shared copy, the purchaser's transaction id.
    public var sharedFrom: String?

    public var id: String { payload.transactionId ?? "" }
    public var productId: String { payload.productId ?? "" }
    public var originalTransactionId: String { payload.originalTransactionId ?? id }
    /// The signed transaction as the store hands it out.
    public var signed: SignedTransaction { SignedTransaction(jws: jws, payload: payload) }
}
